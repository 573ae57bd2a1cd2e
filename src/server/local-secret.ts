import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The session key for a server that is not a marked production deployment. The production server
 * always runs with NODE_ENV=production, where the session code insists on STOREFRONT_SECRET; a
 * local `npm start` or test run gets the per-checkout key in .data/ instead (the same file the
 * session code keeps when NODE_ENV is not production), so its sessions survive a restart.
 * A production deployment (STOREFRONT_ENV=production) without the variable is refused at start-up
 * rather than at the first login.
 */
export function ensureSessionSecret(
  env: NodeJS.ProcessEnv,
  deployed: boolean,
): { ok: true } | { ok: false; message: string } {
  if (env.STOREFRONT_SECRET) return { ok: true };
  if (deployed)
    return {
      ok: false,
      message:
        'Set STOREFRONT_SECRET (32+ characters, the same on every instance) for STOREFRONT_ENV=production.',
    };
  const file = path.resolve('.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  env.STOREFRONT_SECRET = readFileSync(file, 'utf8').trim();
  return { ok: true };
}
