// Runs shell commands at the same time, each output line prefixed with the command's label, and
// exits with the first non-zero code (after all have finished). `npm test` runs the checks (lint,
// formatting, types), the unit suite and the browser suite together: one after the other they
// took most of CI's 90 minutes on two cores, the checks alone using one core for four minutes.
// Usage: node scripts/run-together.mjs <label>=<command> …
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const jobs = process.argv.slice(2).map((argument) => {
  const split = argument.indexOf('=');
  if (split < 1) throw new Error(`Expected <label>=<command>, got "${argument}".`);
  return { label: argument.slice(0, split), command: argument.slice(split + 1) };
});
const width = Math.max(...jobs.map((job) => job.label.length));

const codes = await Promise.all(
  jobs.map(
    ({ label, command }) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = `[${label.padEnd(width)}] `;
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream }).on('line', (line) =>
            process.stdout.write(`${prefix}${line}\n`),
          );
        child.on('close', (code, signal) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(`${prefix}exited ${code ?? signal} after ${seconds} s\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
