/**
 * The sandbox's OpenID Connect issuer (oidc-provider): one public client per tenant, the implicit
 * id_token flow the storefront's popup uses (docs/product.md §7.8), and a one-field sign-in page
 * that accepts any e-mail address. Stands in for a chain's Okta; never for production.
 */
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { messagePage } from '../fixture/pages.ts';
import { claimsForEmail } from './accounts.ts';
import { clientIdFor, ISSUER_PATH, sandboxRedirectUriAllowed } from './config.ts';
import { CLAIMS, firstPartyGrant } from './grants.ts';
import { interactions, sendPage } from './interactions.ts';
import { sandboxOidcKeys } from './keys.ts';
import { memoryStore } from './memory-store.ts';

type ClientMetadata = NonNullable<Configuration['clients']>[number];

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
    adapter: memoryStore(),
    clients: [clientMetadata(tenant)],
    jwks: { keys: [keys.privateJwk] },
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
      return firstPartyGrant(ctx.oidc.provider, client.clientId, session.accountId);
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
      Schema: {
        prototype: { invalidate: (this: unknown, message: string, code?: string) => void };
      };
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
