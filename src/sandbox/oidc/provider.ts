/**
 * The sandbox's OpenID Connect issuer (oidc-provider): one public client per tenant, the implicit
 * id_token flow the storefront's popup uses (SPEC §7.8), and a one-field sign-in page that accepts
 * any e-mail address. Stands in for a chain's Okta; never for production.
 */
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { escapeHtml, htmlResponse, messagePage } from '../fixture/pages.ts';
import { accountEmail, claimsForEmail } from './accounts.ts';
import { clientIdFor, ISSUER_PATH, sandboxRedirectUriAllowed } from './config.ts';
import { sandboxOidcKeys } from './keys.ts';

type Middleware = Parameters<Provider['use']>[0];
type Context = Parameters<Middleware>[0];
type ClientMetadata = NonNullable<Configuration['clients']>[number];
type SigningKey = NonNullable<Configuration['jwks']>['keys'][number];

export const SANDBOX_SCOPE = 'openid profile email';
const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
};
const FORM_LIMIT = 8 * 1024;

/** The id_token lives an hour, like Okta's default; an interaction has ten minutes. */
const TTL = { IdToken: 3600, Interaction: 600, Session: 3600, Grant: 600 };

function clientMetadata(tenant: string): ClientMetadata {
  return {
    client_id: clientIdFor(tenant),
    client_name: `Storefront (${tenant})`,
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit'],
    token_endpoint_auth_method: 'none',
    // The registered value is informative: any port is allowed by sandboxRedirectUriAllowed.
    redirect_uris: [`http://${tenant}.localhost/login/callback`],
  };
}

async function sendPage(ctx: Context, page: Response, status = page.status): Promise<void> {
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
function interactions(provider: Provider): Middleware {
  return async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(ctx.path);
    if (!match) return next();
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
      const grant = new provider.Grant({
        clientId: String(details.params['client_id']),
        accountId: details.session!.accountId,
      });
      grant.addOIDCScope(SANDBOX_SCOPE);
      grant.addOIDCClaims(Object.values(CLAIMS).flat());
      return finish({ consent: { grantId: await grant.save() } });
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

/** A sandbox issuer for one origin; the tenant is the one whose host that origin is. */
export function createSandboxIssuer(issuer: string, tenant: string): Provider {
  const keys = sandboxOidcKeys();
  const issuerHost = new URL(issuer).host;
  const policy = interactionPolicy.base();
  // A tester signs in as someone else each time, so the issuer never reuses its own session.
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'sandbox_sign_in',
        'The sandbox asks who you are on every sign-in',
        'login_required',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(issuer, {
    clients: [clientMetadata(tenant)],
    jwks: { keys: [keys.privateJwk as SigningKey] },
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: 'sandbox_oidc_session',
        interaction: 'sandbox_oidc_interaction',
        resume: 'sandbox_oidc_resume',
      },
      // Scoped to the issuer so the storefront's own paths never carry them.
      long: { httpOnly: true, sameSite: 'lax', path: ISSUER_PATH },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    responseTypes: ['id_token'],
    scopes: ['openid'],
    claims: CLAIMS,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: false },
    },
    ttl: TTL,
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => claimsForEmail(sub) }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope(SANDBOX_SCOPE);
      grant.addOIDCClaims(Object.values(CLAIMS).flat());
      await grant.save();
      return grant;
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${ISSUER_PATH}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx, out) => {
      await sendPage(
        ctx,
        messagePage(ctx.status, 'Sign-in failed', out.error_description ?? out.error),
        ctx.status,
      );
    },
  });

  // oidc-provider's documented opt-out of its https-only, no-localhost rule for implicit web
  // clients: the sandbox runs on plain http at *.localhost.
  const schema = (
    provider.Client as unknown as {
      Schema: { prototype: { invalidate(message: string, code?: string): void } };
    }
  ).Schema;
  const invalidate = schema.prototype.invalidate;
  schema.prototype.invalidate = function (message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
  provider.Client.prototype.redirectUriAllowed = (uri: string) =>
    sandboxRedirectUriAllowed(uri, tenant, issuerHost);

  provider.use(interactions(provider));
  return provider;
}
