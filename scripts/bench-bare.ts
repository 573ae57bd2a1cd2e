// bench:load's reference: one file's bytes sent from memory by a bare node:http server, as fast as
// Node sends anything, in a process of its own so its CPU is counted as the storefront's is.
// Usage: node --experimental-strip-types scripts/bench-bare.ts <file>; prints "listening <port>".
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const file = process.argv[2];
if (!file) throw new Error('Name the file to serve.');
const bytes = readFileSync(file);
const server = http.createServer((_req, res) =>
  res
    .writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': bytes.length,
      'Cache-Control': 'no-cache',
    })
    .end(bytes),
);
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () =>
  console.log(`listening ${(server.address() as AddressInfo).port}`),
);
