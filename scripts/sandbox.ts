// The sandbox tenant API on its own: `npm run sandbox` (HOST, PORT; default 127.0.0.1:4400, as
// DEFAULT_SANDBOX_URL says).
// Serves each demo tenant's API at /t/<tenant>/ and its fixture API at /t/<tenant>/__sandbox/, for
// a storefront whose tenant file points api_base here (docs/sandbox.md "Running against a separate
// tenant API": `{STOREFRONT_SANDBOX_URL}/t/<tenant>/` follows this address). Persists like the embedded sandbox (STOREFRONT_SANDBOX_DB); one JSON log line per request;
// drains and exits on SIGTERM.
import { listen, shownHost } from '../src/server/listen.ts';
import { createLogger } from '../src/server/logger.ts';
import { shutDownOnSignals, trackInFlight, type ServerState } from '../src/server/lifecycle.ts';
import { createStandaloneServer } from '../src/sandbox/standalone/server.ts';
import { SEEDED_TENANTS } from '../src/sandbox/seed/seed.ts';
import {
  DEFAULT_SANDBOX_HOST,
  DEFAULT_SANDBOX_PORT,
  DEFAULT_SANDBOX_URL,
} from '../src/lib/tenants/sandbox-url.ts';

const host = process.env.HOST || DEFAULT_SANDBOX_HOST;
const port = Number(process.env.PORT || DEFAULT_SANDBOX_PORT);
const log = createLogger(undefined, undefined, 'sandbox');
const server = createStandaloneServer({ log, tenants: SEEDED_TENANTS });
const state: ServerState = { loaded: true, warmed: true, stopping: false };

try {
  await listen(server, port, host);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
shutDownOnSignals(server, { state, inFlight: trackInFlight(server), timeoutMs: 5_000, log });
// Printed for people (and the end-to-end fixture waits for this line); the logs are JSON.
console.log(
  `Sandbox tenant API listening on http://${shownHost(host)}:${port} — tenants: ${SEEDED_TENANTS.join(', ')}`,
);
for (const id of SEEDED_TENANTS)
  console.log(`  ${id.padEnd(12)} http://${shownHost(host)}:${port}/t/${id}/`);
const address = `http://${shownHost(host)}:${port}`;
if (address !== DEFAULT_SANDBOX_URL)
  console.log(`Serve the storefront with STOREFRONT_SANDBOX_URL=${address} to reach it.`);
