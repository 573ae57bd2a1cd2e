// The Node check that runs before `npm run serve`, `validate`, `start`, `build` and `test`: on an
// old Node it says in one line what to do instead of "bad option: --experimental-strip-types".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = (node: string) =>
  spawnSync(node, [path.join(root, 'scripts/check-node.cjs')], { encoding: 'utf8' });

/** A system Node older than the project's, where there is one (Debian 12 ships Node 18 or 20). */
const OLD_NODE = '/usr/bin/node';
const oldVersion = spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const oldNodeHere = /^v(1\d|20|21|22\.(\d|1[0-2]))\./.test(oldVersion);

describe('scripts/check-node.cjs', () => {
  it('passes quietly on this Node', () => {
    const r = check(process.execPath);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });

  it.skipIf(!oldNodeHere)(
    `on an old Node (${oldVersion || 'none here'}) says how to get Node 24`,
    () => {
      const r = check(OLD_NODE);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual([
        `This project needs Node 22.13 or newer; this is Node ${oldVersion.slice(1)}. Get Node 24 for it without touching the system one: npm install --prefix ~/.cache/storefront-node24 node@24 && export PATH=$HOME/.cache/storefront-node24/node_modules/.bin:$PATH`,
      ]);
    },
  );
});
