/**
 * The client's address and scheme under TRUST_PROXY (src/lib/http/trust-proxy.ts), for HSTS, the
 * proxy and the sandbox: what the production server resolves once per request, or once per
 * connection when the request carries no forwarding headers.
 */
import type { IncomingMessage } from 'node:http';
import { forwardedClient, type TrustProxy } from '../lib/http/trust-proxy.ts';
import type { ResolvedForwarding } from '../lib/http/resolved-forwarding.ts';

export function forwardingResolver(
  trust: TrustProxy,
): (req: IncomingMessage) => ResolvedForwarding {
  // Without forwarding headers the answer depends on the connection alone: kept per connection.
  const byConnection = new WeakMap<object, ResolvedForwarding>();
  const forwardingOf = (req: IncomingMessage): ResolvedForwarding =>
    forwardedClient(
      {
        remoteAddress: req.socket.remoteAddress,
        tls: (req.socket as { encrypted?: boolean }).encrypted === true,
        forwardedFor: req.headers['x-forwarded-for'],
        forwardedProto: req.headers['x-forwarded-proto'],
      },
      trust,
    );
  return (req) => {
    if (
      req.headers['x-forwarded-for'] !== undefined ||
      req.headers['x-forwarded-proto'] !== undefined
    )
      return forwardingOf(req);
    let known = byConnection.get(req.socket);
    if (!known) byConnection.set(req.socket, (known = forwardingOf(req)));
    return known;
  };
}
