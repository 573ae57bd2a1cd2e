/**
 * The apple and google sign-in stand-ins (docs/product.md §1, §7.8): their scripts and the popup's
 * pages.
 */
import { describe, expect, it } from 'vitest';
import { handleSso } from '../../src/sandbox/sso/pages.ts';

const get = (path: string) =>
  handleSso('burger', path.split('?')[0]!, new URL(`http://t.localhost${path}`));

describe('sign-in stand-ins', () => {
  it.each([
    ['/sso/apple.js', 'window.AppleID'],
    ['/sso/google.js', 'initTokenClient'],
    ['/sso/done.js', 'postMessage'],
  ])('%s is a script with the vendor’s API', async (path, marker) => {
    const res = get(path)!;
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain(marker);
  });

  it('asks which e-mail signs in; apple also offers a name', async () => {
    const apple = await get('/sso/authorize?provider=apple&client_id=c')!.text();
    expect(apple).toContain('Sign in with Apple');
    expect(apple).toContain('name="first_name"');
    const google = await get('/sso/authorize?provider=google&client_id=c')!.text();
    expect(google).not.toContain('first_name');
  });

  it.each([['/sso/authorize?provider=okta&client_id=c'], ['/sso/authorize?provider=apple']])(
    'refuses %s',
    (path) => {
      expect(get(path)!.status).toBe(400);
    },
  );

  it('hands a token the sandbox accepts to the opener, with no markup injected', async () => {
    const html = await get(
      '/sso/done?provider=apple&email=ann%40example.com&first_name=%3C%2Fscript%3EAnn',
    )!.text();
    const data = /<script type="application\/json" id="sso-result">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)).toEqual({
      token: 'sandbox:ann@example.com',
      email: 'ann@example.com',
      firstName: '</script>Ann',
    });
    expect(get('/sso/done?cancel=1')!.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'",
    );
  });

  it('knows nothing else', () => {
    expect(get('/sso/other')).toBeUndefined();
  });
});
