import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the production build is made from: a change to any of them makes dist/ out of date. */
const INPUTS = ['src', 'tenants', 'public', 'schemas', 'astro.config.mjs', 'package.json'];

function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(file)) max = Math.max(max, newest(path.join(file, entry)));
  return max;
}

/** Why dist/ cannot be served as it is, or null when it is up to date. */
export function staleBuild(root: string): string | null {
  const marker = path.join(root, 'dist/server/entry.mjs');
  if (!existsSync(marker)) return 'there is no build';
  const built = statSync(marker).mtimeMs;
  const changed = INPUTS.find((p) => newest(path.join(root, p)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds when needed (`npm run build`, its output on stderr); false when the build failed. */
export function ensureBuild(root: string): boolean {
  const why = staleBuild(root);
  if (!why) return true;
  console.error(`Building first (${why}): npm run build …`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  return run.status === 0;
}
