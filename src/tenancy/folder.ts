/**
 * Which folder a build takes its tenant files from. tenants/ by default; STOREFRONT_TENANTS_DIR may
 * name a folder inside it (tenants/examples), so a second build can serve example tenants that are
 * never demo tenants. Only inside tenants/: the registry's build-time glob covers that tree.
 */
import path from 'node:path';

/** The default folder, relative to the repository. */
export const TENANTS_FOLDER = 'tenants';

/**
 * The tenant folder relative to `root`, with forward slashes.
 * @example tenantsFolder('tenants/examples', '/repo') // 'tenants/examples'
 * @example tenantsFolder('/tmp/x', '/repo') // throws: not inside tenants/
 */
export function tenantsFolder(value: string | undefined, root: string): string {
  if (!value?.trim()) return TENANTS_FOLDER;
  const base = path.join(root, TENANTS_FOLDER);
  const rel = path.relative(base, path.resolve(root, value.trim()));
  if (rel.startsWith('..') || path.isAbsolute(rel))
    throw new Error(
      `STOREFRONT_TENANTS_DIR=${value} must be a folder inside ${TENANTS_FOLDER}/ (e.g. ${TENANTS_FOLDER}/examples)`,
    );
  return rel ? `${TENANTS_FOLDER}/${rel.split(path.sep).join('/')}` : TENANTS_FOLDER;
}

/**
 * The files of `folder` among glob keys relative to src/tenancy ('../../tenants/…/x.json'): only
 * those directly inside it, not in its subfolders.
 * @example inFolder('../../tenants/examples/a.json', 'tenants') // false
 */
export function inFolder(key: string, folder: string): boolean {
  const prefix = `../../${folder}/`;
  return key.startsWith(prefix) && !key.slice(prefix.length).includes('/');
}

/** A chain's demo data for the sandbox sits beside its tenant file: tenants/<id>.sandbox.json. */
export const SEED_SUFFIX = '.sandbox.json';

/**
 * Whether a file name in a tenants folder is a tenant file (not a chain's demo data).
 * @example isTenantFileName('taco.json') // true
 * @example isTenantFileName('taco.sandbox.json') // false
 */
export function isTenantFileName(name: string): boolean {
  return name.endsWith('.json') && !name.endsWith(SEED_SUFFIX);
}
