// A development tenant reaches the standalone sandbox wherever it runs (docs/sandbox.md "Running
// against a separate tenant API"): `{STOREFRONT_SANDBOX_URL}` in api_base stands for the server's
// setting, never a port fixed in the file; a production tenant may not use it.
import { describe, expect, it } from 'vitest';
import { resolveSandboxUrl, sandboxUrlIssues } from '../../../src/lib/tenants/sandbox-url.ts';
import { validateTenant } from '../../../src/lib/tenants/validate.ts';
import example from '../../../tenants/examples/burger.json' with { type: 'json' };

const dev = (api_base: string) => ({ environment: 'development', api_base });

describe('resolveSandboxUrl', () => {
  it.each([
    ['unset: the sandbox default', undefined, 'http://127.0.0.1:4400/t/a/'],
    ['blank: the sandbox default', '  ', 'http://127.0.0.1:4400/t/a/'],
    ['another port', 'http://127.0.0.1:4500', 'http://127.0.0.1:4500/t/a/'],
    ['a trailing slash is not doubled', 'http://10.0.0.7:4500/', 'http://10.0.0.7:4500/t/a/'],
  ])('%s', (_, setting, expected) => {
    expect(resolveSandboxUrl(dev('{STOREFRONT_SANDBOX_URL}/t/a/'), setting)).toEqual(dev(expected));
  });

  it.each([
    ['a production tenant', { api_base: '{STOREFRONT_SANDBOX_URL}/t/a/' }, undefined],
    ['a plain URL', dev('http://127.0.0.1:4400/t/a/'), 'http://x:1'],
    ['the token anywhere but the start', dev('http://x/{STOREFRONT_SANDBOX_URL}'), undefined],
    ['a setting that is not an http address', dev('{STOREFRONT_SANDBOX_URL}/t/a/'), 'ftp://x'],
    ['not an object', ['{STOREFRONT_SANDBOX_URL}'], undefined],
  ])('leaves %s as it is', (_, doc, setting) => {
    expect(resolveSandboxUrl(doc, setting)).toBe(doc);
  });
});

describe('sandboxUrlIssues', () => {
  it.each([
    [
      'a production tenant',
      { api_base: '{STOREFRONT_SANDBOX_URL}/t/a/' },
      undefined,
      '{STOREFRONT_SANDBOX_URL} stands for a local sandbox, which only a development tenant may use',
    ],
    [
      'a setting that is not an http address',
      dev('{STOREFRONT_SANDBOX_URL}/t/a/'),
      'localhost:4500',
      "STOREFRONT_SANDBOX_URL 'localhost:4500' is not an http address",
    ],
  ])('refuses %s', (_, doc, setting, message) => {
    expect(sandboxUrlIssues(doc, setting)).toEqual([
      expect.objectContaining({ path: 'api_base', message }),
    ]);
  });

  it('has nothing to say of a resolved or plain api_base', () => {
    expect(sandboxUrlIssues(dev('http://127.0.0.1:4400/t/a/'), undefined)).toEqual([]);
    expect(sandboxUrlIssues(dev('{STOREFRONT_SANDBOX_URL}/t/a/'), undefined)).toEqual([]);
  });
});

describe('the example tenant (tenants/examples/burger.json)', () => {
  it('fixes no port: it follows STOREFRONT_SANDBOX_URL', () => {
    expect(example.api_base).toBe('{STOREFRONT_SANDBOX_URL}/t/burger/');
    const result = validateTenant(example, 'http://127.0.0.1:4555');
    expect(result.ok && result.tenant.api_base).toBe('http://127.0.0.1:4555/t/burger/');
  });

  it('is still checked as a URL once resolved: a query in the setting is refused', () => {
    const result = validateTenant(example, 'http://127.0.0.1:4555/?x=1');
    expect(result.ok).toBe(false);
  });

  it('cannot ship to production', () => {
    const result = validateTenant({ ...example, environment: 'production' });
    expect(result.ok).toBe(false);
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        path: 'api_base',
        message:
          '{STOREFRONT_SANDBOX_URL} stands for a local sandbox, which only a development tenant may use',
      }),
    );
  });
});
