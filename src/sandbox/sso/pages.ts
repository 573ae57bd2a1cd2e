/**
 * The sign-in popup of the apple and google stand-ins (src/sandbox/sso/scripts.ts): a form asking
 * which e-mail to sign in as (apple also offers a name, which it sends only on a first sign-in),
 * then a page that hands the token to the opener.
 */
import { htmlResponse } from '../fixture/pages.ts';
import { json } from '../core/http.ts';
import { APPLE_SCRIPT, DONE_SCRIPT, GOOGLE_SCRIPT } from './scripts.ts';
import { recordRead } from '../integrations/records.ts';
import { EMAIL_MAX, NAME_MAX } from '../../lib/limits.ts';

const PROVIDERS = { apple: 'Apple', google: 'Google' } as const;
type Provider = keyof typeof PROVIDERS;
const isProvider = (p: string | null): p is Provider => p === 'apple' || p === 'google';

function script(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}

function authorize(url: URL): Response {
  const provider = url.searchParams.get('provider');
  if (!isProvider(provider) || !url.searchParams.get('client_id'))
    return json(400, { error: 'provider and client_id are required', code: 'invalid_request' });
  const name = PROVIDERS[provider];
  const hidden = `<input type="hidden" name="provider" value="${provider}">`;
  const nameFields =
    provider === 'apple'
      ? `<label for="first">First name (optional)</label><input id="first" name="first_name" autocomplete="given-name" maxlength="${NAME_MAX}">
<label for="last">Last name (optional)</label><input id="last" name="last_name" autocomplete="family-name" maxlength="${NAME_MAX}">`
      : '';
  return htmlResponse(
    200,
    `Sign in with ${name} (sandbox)`,
    `<h1>Sign in with ${name}</h1><p class="hint">Sandbox stand-in for ${name}'s sign-in: choose who signs in.</p>
<form method="get" action="/__sandbox/sso/done">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="demo@example.com" maxlength="${EMAIL_MAX}">
${nameFields}<button type="submit">Continue</button></form>
<form method="get" action="/__sandbox/sso/done">${hidden}<input type="hidden" name="cancel" value="1"><button type="submit">Cancel</button></form>`,
  );
}

function done(url: URL): Response {
  const q = url.searchParams;
  const email = (q.get('email') ?? '').trim().slice(0, EMAIL_MAX);
  const data = q.get('cancel')
    ? { cancelled: true }
    : {
        token: `sandbox:${email}`,
        email,
        firstName: (q.get('first_name') ?? '').trim().slice(0, NAME_MAX) || undefined,
        lastName: (q.get('last_name') ?? '').trim().slice(0, NAME_MAX) || undefined,
      };
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body><p>Signing in…</p><script type="application/json" id="sso-result">${JSON.stringify(data).replace(/</g, '\\u003c')}</script><script src="/__sandbox/sso/done.js"></script></body></html>`;
  return new Response(body, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; script-src 'self'",
    },
  });
}

/** GET /__sandbox/sso/… — the scripts and the popup's pages; undefined for other paths. */
export function handleSso(tenant: string, subpath: string, url: URL): Response | undefined {
  // The sign-ins themselves (not the scripts) are what a test or a person wants to see.
  if (subpath === '/sso/done') recordRead(tenant, 'sign-in', url);
  switch (subpath) {
    case '/sso/apple.js':
      return script(APPLE_SCRIPT);
    case '/sso/google.js':
      return script(GOOGLE_SCRIPT);
    case '/sso/done.js':
      return script(DONE_SCRIPT);
    case '/sso/authorize':
      return authorize(url);
    case '/sso/done':
      return done(url);
    default:
      return undefined;
  }
}
