/**
 * The sandbox issuer's sign-in page (oidc-provider leaves interactions to the deployment): a
 * one-field form that accepts any e-mail address, and a cancel link.
 */
import type Provider from 'oidc-provider';
import { escapeHtml, htmlResponse, messagePage } from '../fixture/pages.ts';
import { accountEmail } from './accounts.ts';
import { ISSUER_PATH } from './config.ts';
import { firstPartyGrant } from './grants.ts';

type Middleware = Parameters<Provider['use']>[0];
type Context = Parameters<Middleware>[0];

const FORM_LIMIT = 8 * 1024;

export async function sendPage(ctx: Context, page: Response, status = page.status): Promise<void> {
  page.headers.forEach((value, name) => ctx.set(name, value));
  ctx.status = status;
  ctx.body = await page.text();
}

function signInPage(action: string, cancel: string, email: string, error?: string): Response {
  const described = error ? 'email-hint email-error' : 'email-hint';
  const body = `<h1>Sign in</h1>
<p>This is the sandbox's test identity provider, standing in for your chain's Okta. Enter any e-mail address: you are signed in as that address, with a name taken from it. No password is needed.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}" aria-describedby="${described}"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="email-hint">For example dana.demo@example.com (first name Dana, last name Demo).</p>
${error ? `<p class="field-error" id="email-error">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p>`;
  return htmlResponse(error ? 400 : 200, 'Sign in — sandbox identity provider', body);
}

async function readForm(ctx: Context): Promise<URLSearchParams | undefined> {
  if (!ctx.is('application/x-www-form-urlencoded')) return undefined;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The sign-in page at ISSUER_PATH/interaction/<uid>: GET shows it, POST signs in, /abort cancels.
 * oidc-provider leaves interactions to the deployment; this is ours.
 */
export function interactions(provider: Provider): Middleware {
  return async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(ctx.path);
    if (!match) {
      await next();
      return;
    }
    ctx.set('cache-control', 'no-store');
    const [, uid, abort] = match;
    const expired = () =>
      sendPage(
        ctx,
        messagePage(
          400,
          'Sign-in expired',
          'This sign-in has expired or was already used. Close this window and try again.',
        ),
      );
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      return expired();
    }
    if (details.uid !== uid) return expired();
    const finish = async (result: Parameters<Provider['interactionResult']>[2]) => {
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
        mergeWithLastSubmission: false,
      });
      ctx.status = 303;
      ctx.redirect(returnTo);
    };
    if (abort && ctx.method === 'GET')
      return finish({
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in',
      });

    const base = `${ISSUER_PATH}/interaction/${uid}`;
    if (details.prompt.name === 'consent') {
      // The storefront is the chain's own (first-party) client: nothing to ask.
      const grant = await firstPartyGrant(
        provider,
        String(details.params['client_id']),
        details.session!.accountId,
      );
      return finish({ consent: { grantId: grant.jti } });
    }
    if (details.prompt.name !== 'login')
      return sendPage(
        ctx,
        messagePage(
          400,
          'Sign-in failed',
          'This sign-in cannot continue. Close this window and try again.',
        ),
      );
    const hint =
      typeof details.params['login_hint'] === 'string'
        ? details.params['login_hint']
        : (details.session?.accountId ?? '');

    if (ctx.method === 'GET') return sendPage(ctx, signInPage(base, `${base}/abort`, hint));
    if (ctx.method !== 'POST' || abort) {
      ctx.status = 405;
      return undefined;
    }
    const form = await readForm(ctx);
    const typed = form?.get('email')?.trim() ?? '';
    const email = accountEmail(typed);
    if (!email)
      return sendPage(
        ctx,
        signInPage(base, `${base}/abort`, typed, 'Please enter a valid email address'),
      );
    return finish({ login: { accountId: email, remember: false } });
  };
}
