/**
 * Checks an id_token from the sandbox's issuer the way a chain's backend checks Okta's: signature
 * against the issuer's keys (taken in-process, no JWKS fetch), issuer, audience, expiry, and a
 * nonce that may be used once. Does not load the issuer itself.
 */
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { isSandboxIssuer } from './config.ts';
import { sandboxOidcKeys } from './keys.ts';
import { EMAIL_MAX, NAME_MAX } from '../../lib/limits.ts';

export interface SsoIdentity {
  email: string;
  givenName?: string;
  familyName?: string;
}

/** Leeway for clocks, as Okta's SDKs allow. */
const CLOCK_TOLERANCE_S = 30;
/** Nonces seen, by audience and nonce, until their token expires. */
const usedNonces = new Map<string, number>();

let jwks: ReturnType<typeof createLocalJWKSet> | undefined;

function claimNonce(key: string, expiresMs: number, now: number): boolean {
  for (const [k, until] of usedNonces) if (until <= now) usedNonces.delete(k);
  if (usedNonces.has(key)) return false;
  usedNonces.set(key, expiresMs);
  return true;
}

const text = (value: unknown, max = 200): string | undefined =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

/**
 * The identity an id_token vouches for, or undefined when the token is not one the sandbox issued
 * to `audience` (forged, altered, expired, for another client, replayed, or without an e-mail).
 * `now` is real time: the issuer stamps tokens with the real clock, not the sandbox clock.
 */
export async function verifySandboxIdToken(
  token: string,
  audience: string,
  now = Date.now(),
): Promise<SsoIdentity | undefined> {
  jwks ??= createLocalJWKSet(sandboxOidcKeys().publicJwks);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      audience,
      currentDate: new Date(now),
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
    }));
  } catch {
    return undefined;
  }
  if (!isSandboxIssuer(payload.iss)) return undefined;
  // OIDC Core §3.1.3.7: with several audiences, azp names the client the token was issued to.
  if ((Array.isArray(payload.aud) && payload.aud.length > 1) || payload['azp'] !== undefined) {
    if (payload['azp'] !== audience) return undefined;
  }
  const email = text(payload['email'], EMAIL_MAX);
  if (!email) return undefined;
  if (payload['nonce'] !== undefined) {
    const nonce = text(payload['nonce'], 512);
    if (
      !nonce ||
      !claimNonce(`${audience}\n${nonce}`, (payload.exp! + CLOCK_TOLERANCE_S) * 1000, now)
    )
      return undefined;
  }
  const givenName = text(payload['given_name'], NAME_MAX);
  const familyName = text(payload['family_name'], NAME_MAX);
  return { email, ...(givenName ? { givenName } : {}), ...(familyName ? { familyName } : {}) };
}
