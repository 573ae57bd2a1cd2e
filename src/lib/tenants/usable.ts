/**
 * The usable part of a tenant file whose schema check failed, so that one run of the validator
 * also reports the warnings (contrast, missing assets, content) of everything that is right.
 */
import type { Branding } from '../../generated/branding';
import { brandingErrors } from './validate.ts';

/** Each round removes what ajv flags; a few rounds settle any branding. */
const MAX_ROUNDS = 8;

type Node = Record<string, unknown> | unknown[];

/** Removes the value at a JSON pointer (array entries are spliced out). */
function remove(root: Node, pointer: string): void {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  if (last === undefined) return;
  let node: unknown = root;
  for (const k of keys) node = node && typeof node === 'object' ? (node as Node)[k as never] : node;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else if (node && typeof node === 'object') delete (node as Record<string, unknown>)[last];
}

/**
 * A copy of `branding` without the values its schema refuses (a misspelt key, a colour that is not
 * #RRGGBB, a link without url…), or undefined when nothing usable is left.
 * @example usableBranding({ primary_color: '#12345', background_color: '#ffffff' }) // { background_color: '#ffffff' }
 */
export function usableBranding(branding: unknown): Branding | undefined {
  if (!branding || typeof branding !== 'object' || Array.isArray(branding)) return undefined;
  const copy = structuredClone(branding) as Record<string, unknown>;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const errors = brandingErrors(copy);
    if (!errors.length) return copy;
    const pointers = errors.map((e) => {
      const p = e.params as { additionalProperty?: string };
      // The extra key goes, not the object that holds it; a missing key takes its holder along.
      return e.keyword === 'additionalProperties'
        ? `${e.instancePath}/${String(p.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`
        : e.instancePath;
    });
    if (pointers.includes('')) return undefined;
    // Deepest and last first, so that splicing an array does not shift a pointer still to come.
    const unique = [...new Set(pointers)].sort((a, b) =>
      b.localeCompare(a, 'en', { numeric: true }),
    );
    for (const p of unique) remove(copy, p);
  }
  return undefined;
}
