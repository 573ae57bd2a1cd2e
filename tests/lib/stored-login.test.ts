/**
 * The head's stored-login mark (src/lib/stored-login.ts) gives the account guard's verdict
 * (docs/product.md §2.1, src/lib/guard.ts) for every value the browser may hold, before the page's
 * code runs.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from '../../src/lib/guard.ts';
import {
  markIfStoredLogin,
  STORED_LOGIN_ATTRIBUTE,
  STORED_LOGIN_SCRIPT,
} from '../../src/lib/stored-login.ts';

/** Runs inline scripts against a page whose <html> starts with `attributes`; returns its attributes. */
function run(scripts: string[], getItem: (key: string) => string | null): Set<string> {
  const attributes = new Set<string>();
  const documentElement = {
    setAttribute: (name: string) => attributes.add(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const context = { document: { documentElement }, localStorage: { getItem } };
  for (const script of scripts) runInNewContext(script, context);
  return attributes;
}

const stored = (value: string | null) => (key: string) => (key === 'loggedIn' ? value : null);

describe('the stored-login mark agrees with the account guard (docs/product.md §2.1)', () => {
  it.each([
    ['nothing stored', null],
    ['an empty value', ''],
    ['"false"', 'false'],
    ['"true"', 'true'],
    ['a customer id', '42'],
    ['a JSON object', '{"id":1}'],
    ['"False" (not the guard\'s "false")', 'False'],
  ])('%s', (_, value) => {
    const marked = run([STORED_LOGIN_SCRIPT], stored(value)).has(STORED_LOGIN_ATTRIBUTE);
    expect(marked).toBe(guardRedirect({ requiresLogin: true }, value) === undefined);
  });

  it('storage that throws (blocked cookies, a sandboxed frame) reads as no login', () => {
    const attributes = run([STORED_LOGIN_SCRIPT], () => {
      throw new Error('SecurityError');
    });
    expect(attributes.size).toBe(0);
  });
});

describe('markIfStoredLogin', () => {
  it.each([
    ['a stored login', 'true', true],
    ['none', null, false],
  ])('with %s, marks the page: %s', (_, value, marked) => {
    const attributes = run(
      [STORED_LOGIN_SCRIPT, markIfStoredLogin('data-favorites-pending')],
      stored(value),
    );
    expect(attributes.has('data-favorites-pending')).toBe(marked);
  });
});
