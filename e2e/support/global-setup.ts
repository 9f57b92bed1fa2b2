import type { TestProject } from 'vitest/node';
import { startShop, type RunningShop } from './server';

let shop: RunningShop | undefined;

export async function setup(project: TestProject) {
  shop = await startShop();
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', shop.dataDir);
}

export async function teardown() {
  await shop?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
