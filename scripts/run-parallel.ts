// Runs npm scripts at the same time and fails when any fails: `npm test` checks types and lint
// together, each mostly on one core of the two a CI machine has. Each script's output is printed
// whole when it ends, so two logs never interleave.
// Usage: node --experimental-strip-types scripts/run-parallel.ts <script> <script> …
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('Name the npm scripts to run.');

const runs = names.map(
  (name) =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      const child = spawn('npm', ['run', '--silent', name], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out: Buffer[] = [];
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.on('data', (d: Buffer) => out.push(d));
      child.on('close', (code) => {
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n> ${name} (${seconds} s, exit ${code ?? 1})\n`);
        process.stdout.write(Buffer.concat(out));
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
