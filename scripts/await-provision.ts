// `npm test`'s wait for the machine's packages, between the steps that need only Node (formatting,
// types, lint, the build) and those that start Debian's programs (redis-server in the unit tests,
// Java, Chromium, nginx…). `.ci/run` installs those with apt while the first steps run, and names
// in STOREFRONT_PROVISION_STATUS the file apt's exit status is written to when it ends (its output
// in STOREFRONT_PROVISION_LOG). Unset, on a developer's machine, there is nothing to wait for.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const statusFile = process.env.STOREFRONT_PROVISION_STATUS;
const logFile = process.env.STOREFRONT_PROVISION_LOG;
// apt on a slow mirror can take minutes; a hung install must still not hold CI to its own limit.
const LIMIT_MS = 20 * 60 * 1000;

if (statusFile) {
  const started = Date.now();
  if (!existsSync(statusFile)) console.log(`Waiting for the Debian packages (${statusFile})…`);
  // .ci/run moves the status file into place whole; an empty one is still being written.
  const written = () => existsSync(statusFile) && readFileSync(statusFile, 'utf8').trim() !== '';
  while (!written()) {
    if (Date.now() - started > LIMIT_MS) {
      console.error('Installing the Debian packages took over 20 minutes; stopping.');
      process.exit(1);
    }
    await sleep(500);
  }
  if (logFile && existsSync(logFile)) process.stdout.write(readFileSync(logFile, 'utf8'));
  const status = Number(readFileSync(statusFile, 'utf8').trim());
  if (status !== 0) {
    console.error(`Installing the Debian packages failed (exit ${status}): its output is above.`);
    process.exit(status);
  }
  console.log(`Debian packages ready (waited ${Math.round((Date.now() - started) / 1000)} s).`);
}
