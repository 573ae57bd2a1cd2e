/**
 * What the storefront is granted when a tester signs in: the storefront is the chain's own
 * (first-party) client, so the sandbox issuer grants its scope and claims without asking.
 */
import type Provider from 'oidc-provider';

export const SANDBOX_SCOPE = 'openid profile email';

export const CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name'],
};

/** A saved grant of SANDBOX_SCOPE and every claim in CLAIMS to `clientId` for `accountId`. */
export async function firstPartyGrant(
  provider: Provider,
  clientId: string,
  accountId: string,
): Promise<InstanceType<Provider['Grant']>> {
  const grant = new provider.Grant({ clientId, accountId });
  grant.addOIDCScope(SANDBOX_SCOPE);
  grant.addOIDCClaims(Object.values(CLAIMS).flat());
  await grant.save();
  return grant;
}
