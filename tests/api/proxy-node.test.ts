/**
 * The production server answers /api/proxy from Node's request directly (answerProxyNode); the
 * Astro endpoint answers it from a fetch Request (handleProxy). Both must give every request the
 * same answer, hostile ones included (docs/architecture.md §6): a table of requests is sent through
 * both and their status, headers and body compared.
 */
process.env.STOREFRONT_SANDBOX_DB = 'memory';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleProxy } from '../../src/api/proxy.server.ts';
import { answerProxyNode } from '../../src/api/proxy-node.server.ts';
import { proxyContextFor } from '../../src/api/proxy-tenant.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';

setSealingKeyForTests('proxy-node-proxy-node-proxy-node-proxy-node');

const FORWARDING = { ip: '203.0.113.7', https: false };
const JSON_HEADERS = {
  host: 'burger.localhost',
  'content-type': 'application/json',
  'x-storefront': '1',
};
const call = (method: string, path: string, payload?: unknown) =>
  JSON.stringify({ method, path, ...(payload === undefined ? {} : { payload }) });

interface Case {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  /** Sent as one body, or in chunks (without a Content-Length). */
  body?: string | string[];
  status: number;
}

const CASES: Case[] = [
  { name: 'an allowed call', body: call('GET', '/stores/configuration', {}), status: 200 },
  { name: 'a call with a payload', body: call('GET', '/stores/101', {}), status: 200 },
  { name: 'invalid JSON', body: '{"method":', status: 400 },
  { name: 'a wrong envelope', body: '{"method":"GET","path":"/stores","x":1}', status: 400 },
  { name: 'nested too deeply', body: `${'['.repeat(40)}${']'.repeat(40)}`, status: 400 },
  { name: 'over 1 MB, declared', body: `"${'x'.repeat(1024 * 1024 + 10)}"`, status: 413 },
  {
    name: 'over 1 MB, chunked',
    body: Array.from({ length: 5 }, () => 'x'.repeat(300 * 1024)),
    status: 413,
  },
  {
    name: 'chunked and valid',
    body: ['{"method":"GET",', '"path":"/stores/configuration"}'],
    status: 200,
  },
  { name: 'a path outside the contract', body: call('GET', '/admin/secrets'), status: 404 },
  { name: 'a traversal', body: call('GET', '/stores/../admin'), status: 400 },
  {
    name: 'a bad payload',
    body: call('GET', '/stores/101', { service_schedule: 'yes' }),
    status: 400,
  },
  { name: 'GET on the proxy', method: 'GET', status: 405 },
  {
    name: 'not JSON',
    headers: { ...JSON_HEADERS, 'content-type': 'text/plain' },
    body: call('GET', '/stores/configuration'),
    status: 415,
  },
  {
    name: 'without X-Storefront',
    headers: { host: 'burger.localhost', 'content-type': 'application/json' },
    body: call('GET', '/stores/configuration'),
    status: 403,
  },
  {
    name: 'cross-site',
    headers: { ...JSON_HEADERS, 'sec-fetch-site': 'cross-site' },
    body: call('GET', '/stores/configuration'),
    status: 403,
  },
  {
    name: 'from another origin',
    headers: { ...JSON_HEADERS, origin: 'https://evil.example' },
    body: call('GET', '/stores/configuration'),
    status: 403,
  },
];

interface Seen {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The same request through the Astro endpoint's path. */
async function viaRequest(c: Case): Promise<Seen> {
  const method = c.method ?? 'POST';
  const body = c.body === undefined ? undefined : Array.isArray(c.body) ? c.body.join('') : c.body;
  const res = await handleProxy(
    new Request('http://burger.localhost/api/proxy', {
      method,
      headers: c.headers ?? JSON_HEADERS,
      ...(method === 'GET' || body === undefined ? {} : { body }),
    }),
    proxyContextFor('burger', '127.0.0.1', FORWARDING)!,
  );
  return {
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: await res.text(),
  };
}

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    void answerProxyNode(req, res, 'burger', FORWARDING);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The same request through the production server's direct path, over a real socket. */
function viaNode(c: Case): Promise<Seen & { connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        method: c.method ?? 'POST',
        path: '/api/proxy',
        headers: c.headers ?? JSON_HEADERS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers))
            if (['content-type', 'cache-control', 'set-cookie', 'allow', 'retry-after'].includes(k))
              headers[k] = String(v);
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks).toString('utf8'),
            connection: res.headers.connection,
          });
        });
      },
    );
    // A server that stops reading an oversized body may close before all of it is sent.
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err),
    );
    if (Array.isArray(c.body)) for (const part of c.body) req.write(part);
    req.end(typeof c.body === 'string' ? c.body : undefined);
  });
}

describe('the direct proxy path answers like the endpoint', () => {
  it.each(CASES)('$name → $status', async (c) => {
    const [node, endpoint] = [await viaNode(c), await viaRequest(c)];
    expect(endpoint.status).toBe(c.status);
    expect(node.status).toBe(c.status);
    expect(JSON.parse(node.body)).toEqual(JSON.parse(endpoint.body));
    expect(node.headers).toEqual(endpoint.headers);
  });

  it('ends the connection when it leaves a body unread', async () => {
    const big = CASES.find((c) => c.name === 'over 1 MB, chunked')!;
    expect((await viaNode(big)).connection).toBe('close');
    const ok = CASES[0]!;
    expect((await viaNode(ok)).connection).not.toBe('close');
  });

  it('answers an unknown tenant with a 404', async () => {
    const s = createServer((req, res) => void answerProxyNode(req, res, 'nobody', FORWARDING));
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const p = (s.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${p}/api/proxy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-storefront': '1' },
      body: call('GET', '/stores/configuration'),
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unknown_tenant');
    await new Promise<void>((r) => s.close(() => r()));
  });
});
