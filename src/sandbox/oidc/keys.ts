/**
 * The issuer's signing key and cookie keys: generated once per process (RS256), never written
 * anywhere. The issuer (mounted by src/server/storefront.ts) and the token exchange (an Astro
 * endpoint) are built into one bundle (src/server/entry.ts), so both see this one module.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JSONWebKeySet, JWK } from 'jose';

export interface SandboxOidcKeys {
  /** Private signing key, for the issuer's `jwks`. */
  privateJwk: JWK;
  /** The public half, for verifying id_tokens in-process. */
  publicJwks: JSONWebKeySet;
  /** Keygrip keys for the issuer's signed cookies. */
  cookieKeys: string[];
}

let keys: SandboxOidcKeys | undefined;

function generate(): SandboxOidcKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const meta = { kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return {
    privateJwk: { ...(privateKey.export({ format: 'jwk' }) as JWK), ...meta },
    publicJwks: { keys: [{ ...(publicKey.export({ format: 'jwk' }) as JWK), ...meta }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

export function sandboxOidcKeys(): SandboxOidcKeys {
  return (keys ??= generate());
}
