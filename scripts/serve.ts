// Production server: `npm run serve` (HOST, PORT; default 127.0.0.1:4321; README "Deploying").
// Takes the port, loads the build's server (src/server/storefront.ts, bundled with Astro's handler
// into dist/server/entry.mjs, so every module exists once), hands it the requests, and leaves
// SIGTERM draining to it (docs/deploying.md). Of `src/` it loads only listen.ts, which the bundle
// does not contain.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listen, shownHost } from '../src/server/listen.ts';
import type * as ServerBuild from '../src/server/entry.ts';

// React (loaded with the build, below) picks its production or development build from NODE_ENV
// when first imported: the server always runs the production one, whoever starts it. Nothing
// imported above loads React. Whether this is a real deployment is STOREFRONT_ENV's business.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const entry = path.join(dist, 'server', 'entry.mjs');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Requests that arrive while the build is still loading wait for it.
let answer: ((req: IncomingMessage, res: ServerResponse) => void) | undefined = undefined;
const waiting: [IncomingMessage, ServerResponse][] = [];
const server = http.createServer((req, res) =>
  answer ? answer(req, res) : waiting.push([req, res]),
);
server.keepAliveTimeout = 65_000;

// The port first: a taken port is the likelier mistake, and its message needs no build.
try {
  await listen(server, port, host);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
if (!existsSync(path.join(dist, 'tenants.json')) || !existsSync(entry))
  fail(
    `No production build found in ${process.env.DIST_DIR ? `DIST_DIR=${dist}` : dist}. Run \`npm run build\` first (or \`npm start\`, which builds and serves)${process.env.DIST_DIR ? ', or point DIST_DIR at the folder the build wrote' : ''}.`,
  );
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const build = (await import(pathToFileURL(entry).href)) as typeof ServerBuild;
let storefront: ServerBuild.Storefront;
try {
  // A setting that is wrong stops the server here, with the reason.
  storefront = build.createStorefront({ server, dist, handler: build.handler });
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
storefront.shutDownOnSignals(shutdownTimeoutMs);
answer = storefront.listener;
for (const [req, res] of waiting.splice(0)) answer(req, res);
// Ready for a balancer once every text file is compressed; requests before that still work.
void storefront.warm();
// Printed for people (and the end-to-end fixture waits for this line); the logs are JSON.
console.log(`Storefront listening on http://${shownHost(host)}:${port}`);
for (const t of storefront.tenants) {
  // A tenant file may list <id>.localhost itself (new-tenant's scaffold does): name it once.
  const also = t.hosts.filter((h) => h.toLowerCase() !== `${t.id}.localhost`);
  console.log(
    `  ${t.id.padEnd(12)} http://${t.id}.localhost:${port}/  ${also.length ? `(also ${also.join(', ')})` : ''}`,
  );
}
