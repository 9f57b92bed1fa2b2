// Runs shell commands at the same time, each output line prefixed with the command's label, and
// exits with the first non-zero code (after all have finished). `npm test` runs the checks (lint,
// formatting, types), the front ends' unit tests, the API tests and two shards of the browser
// suite together: one after the other they took most of CI's 90 minutes on two cores, and each
// alone leaves a core idle while it waits (a socket, a timer, a child process, the line).
// A job that fails has the end of its output printed again after every job has finished, so the
// last lines of a CI log say what failed (interleaved, a unit failure scrolled far up under the
// browser suite's lines and the tail CI keeps showed only the browser suite passing).
// Usage: node scripts/run-together.mjs <label>=<command> …
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const KEPT_LINES = 200;

const jobs = process.argv.slice(2).map((argument) => {
  const split = argument.indexOf('=');
  if (split < 1) throw new Error(`Expected <label>=<command>, got "${argument}".`);
  return { label: argument.slice(0, split), command: argument.slice(split + 1) };
});
const width = Math.max(...jobs.map((job) => job.label.length));

const results = await Promise.all(
  jobs.map(
    ({ label, command }) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const prefix = `[${label.padEnd(width)}] `;
        const tail = [];
        for (const stream of [child.stdout, child.stderr])
          createInterface({ input: stream }).on('line', (line) => {
            process.stdout.write(`${prefix}${line}\n`);
            tail.push(line);
            if (tail.length > KEPT_LINES) tail.shift();
          });
        child.on('close', (code, signal) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(`${prefix}exited ${code ?? signal} after ${seconds} s\n`);
          resolve({ label, code: code ?? 1, signal, seconds, tail });
        });
      }),
  ),
);

const failed = results.filter((result) => result.code !== 0);
for (const { label, code, signal, tail } of failed) {
  process.stdout.write(
    `\n===== ${label} failed (${signal ?? `exit ${code}`}); its last ${tail.length} lines again =====\n`,
  );
  for (const line of tail) process.stdout.write(`[${label.padEnd(width)}] ${line}\n`);
}
process.stdout.write(
  `\n${results.map(({ label, code, signal, seconds }) => `${label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`).join(' · ')}\n`,
);
process.exit(failed[0]?.code ?? 0);
