/**
 * Filling a branding over the one it stands on (docs/product.md §4.11), apart from the built-in
 * defaults themselves: a live tenant's page already states the defaults (its shell's sf-branding),
 * so the browser fills over those and never loads the defaults' code (docs/architecture.md §8).
 */

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sameKind(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b);
  return typeof a === typeof b;
}

function fill(given: unknown, defaults: Record<string, unknown>): Record<string, unknown> {
  const source = isPlainObject(given) ? given : {};
  // Keys without a default (logos, SSO client ids…) pass through untouched.
  const out: Record<string, unknown> = { ...source };
  for (const [key, def] of Object.entries(defaults)) {
    const value = source[key];
    if (isPlainObject(def)) out[key] = fill(value, def);
    else if (value === undefined || value === null || !sameKind(value, def))
      out[key] = structuredClone(def);
  }
  return out;
}

/**
 * Fills every missing key of `given` from `defaults`, one key at a time and at every depth. A key
 * of the wrong kind (a number where text is expected) counts as missing; anything that is not an
 * object at all yields a copy of the defaults.
 * @example fillOver({ a: 1 }, { a: 0, b: 'x' }) // { a: 1, b: 'x' }
 */
export function fillOver<T extends object>(given: unknown, defaults: T): T {
  return fill(given, defaults as Record<string, unknown>) as T;
}
