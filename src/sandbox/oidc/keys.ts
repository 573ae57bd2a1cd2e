/**
 * The issuer's signing key and cookie keys: generated once per process (RS256), never written
 * anywhere. They live on globalThis because scripts/serve.ts loads the issuer from source while the
 * token exchange runs inside Astro's bundle: two copies of this module must see the same key.
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

const SLOT: unique symbol = Symbol.for('storefront.sandbox.oidc.keys');
type Holder = typeof globalThis & { [SLOT]?: SandboxOidcKeys };

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
  const holder = globalThis as Holder;
  return (holder[SLOT] ??= generate());
}
