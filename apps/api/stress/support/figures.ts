import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where one stress run collects its figures (read by the global teardown and docs/security.md). */
export const FIGURES_FILE = path.join(tmpdir(), 'chapkhana-stress-figures.json');

export type Figures = Record<string, Record<string, unknown>>;

export function readFigures(): Figures {
  return existsSync(FIGURES_FILE)
    ? (JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Figures)
    : {};
}

/** Records a test's figures under its name and prints them. */
export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const all = readFigures();
  all[name] = { ...all[name], ...figures };
  writeFileSync(FIGURES_FILE, JSON.stringify(all, null, 2));
  console.log(`[stress] ${name}: ${JSON.stringify(figures)}`);
}
