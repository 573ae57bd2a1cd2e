/**
 * Serves the sandbox issuer at ISSUER_PATH on a tenant's host, for a plain Node HTTP server
 * (src/server/storefront.ts). The issuer identifier follows the request's Host, so one storefront
 * works on any host name and port; each origin gets its own issuer, created on first use.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { ISSUER_PATH, issuerForHost } from './config.ts';
import { createSandboxIssuer } from './provider.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Enough for every tenant on a few ports; Host headers must not grow the cache without bound. */
const MAX_ISSUERS = 32;
const issuers = new Map<string, { provider: Provider; handle: Handler }>();

/**
 * @example isSandboxOidcPath('/__sandbox/oidc/.well-known/openid-configuration') // true
 */
export function isSandboxOidcPath(pathname: string): boolean {
  return pathname === ISSUER_PATH || pathname.startsWith(`${ISSUER_PATH}/`);
}

/** The issuer for an origin and tenant, kept for the life of the process. */
export function sandboxIssuer(
  issuer: string,
  tenant: string,
): { provider: Provider; handle: Handler } {
  const key = `${tenant} ${issuer}`;
  let entry = issuers.get(key);
  if (!entry) {
    const provider = createSandboxIssuer(issuer, tenant);
    entry = { provider, handle: provider.callback() as unknown as Handler };
    issuers.set(key, entry);
    if (issuers.size > MAX_ISSUERS) issuers.delete(issuers.keys().next().value!);
  }
  return entry;
}

/**
 * Answers one request under ISSUER_PATH for `tenant` (the caller has matched the Host to it and
 * checked that the sandbox is on).
 */
export async function handleSandboxOidc(
  req: IncomingMessage,
  res: ServerResponse,
  tenant: string,
): Promise<void> {
  const issuer = issuerForHost(
    req.headers.host,
    (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
  );
  const url = req.url ?? '/';
  if (!issuer || !isSandboxOidcPath(url.split('?')[0]!)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const { handle } = sandboxIssuer(issuer, tenant);
  // oidc-provider works out its mount point from originalUrl versus url, as under Express.
  Object.assign(req, { originalUrl: url });
  req.url = url.slice(ISSUER_PATH.length) || '/';
  await handle(req, res);
}
