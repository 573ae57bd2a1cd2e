/**
 * Running the storefront behind a balancer (README "Deploying"): health endpoints, request ids,
 * the client address behind a trusted proxy, and a SIGTERM that lets requests in flight finish.
 * The last two start their own servers, with their own settings, next to the worker's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures/test.ts';
import { raw } from './fixtures/http.ts';
import { SERVER_COMMAND } from './fixtures/server.ts';
import { freePort } from '../scripts/bench-harness.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to a server on `port`, as the tenant `host`. */
function send(
  port: number,
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        headers: { host, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const proxyCall = (
  port: number,
  host: string,
  call: object,
  headers: Record<string, string> = {},
) =>
  send(port, host, '/api/proxy', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storefront': '1', ...headers },
    body: JSON.stringify(call),
  });

/** A server of our own; resolves once it listens. */
async function ownServer(port: number, env: Record<string, string>) {
  const [command, ...args] = SERVER_COMMAND;
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_SANDBOX_DB: 'memory',
      LOG_LEVEL: 'silent',
      // No balancer here to take it out first: stop at once unless a test says otherwise.
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Storefront listening on ')) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening: ${out}`)),
    );
  });
  return { child, exited };
}

test('health endpoints answer on any host, with no tenant data and no caching', async () => {
  for (const host of ['unknown.example', 'burger.localhost']) {
    const live = await raw(host, '/healthz');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    await expect
      .poll(async () => (await raw(host, '/readyz')).status, { timeout: 20_000 })
      .toBe(200);
    const ready = await raw(host, '/readyz');
    expect(ready.headers['content-type']).toContain('application/json');
    expect(ready.body).not.toMatch(/burger|Harbor/i);
  }
});

test('a well-formed X-Request-Id is echoed, anything else replaced', async () => {
  const kept = await raw('burger.localhost', '/', { headers: { 'x-request-id': 'lb-42:abc' } });
  expect(kept.headers['x-request-id']).toBe('lb-42:abc');
  const replaced = await raw('burger.localhost', '/healthz', {
    headers: { 'x-request-id': 'a b' },
  });
  expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('behind a trusted proxy, each customer has their own login bucket', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const { child, exited } = await ownServer(port, { TRUST_PROXY: '1' });
  try {
    const host = 'taco.localhost';
    const login = (ip: string, username: string, password = 'wrong-password') =>
      proxyCall(
        port,
        host,
        { method: 'POST', path: '/customers/login', payload: { username, password } },
        {
          'x-forwarded-for': ip,
        },
      );
    for (let i = 0; i < 120; i++) await login('203.0.113.7', `nobody${i}@example.com`);
    expect((await login('203.0.113.7', 'nobody-more@example.com')).status).toBe(429);
    // Another customer behind the same balancer is not held up by the first one's attempts.
    expect((await login('198.51.100.20', 'demo@example.com', 'Demo1234!')).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

test('without TRUST_PROXY, X-Forwarded-For does not pick the bucket', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const { child, exited } = await ownServer(port, { TRUST_PROXY: '', STOREFRONT_TRUST_PROXY: '' });
  try {
    const login = (ip: string, username: string) =>
      proxyCall(
        port,
        'taco.localhost',
        { method: 'POST', path: '/customers/login', payload: { username, password: 'x-wrong' } },
        {
          'x-forwarded-for': ip,
        },
      );
    for (let i = 0; i < 120; i++) await login(`203.0.113.${i}`, `nobody${i}@example.com`);
    expect((await login('198.51.100.20', 'other@example.com')).status).toBe(429);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

test('SIGTERM lets a request in flight finish, then the server exits 0', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const { child, exited } = await ownServer(port, {});
  const host = 'burger.localhost';
  const fault = await send(port, host, '/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storefront': '1' },
    body: JSON.stringify({ path: '/stores', method: 'GET', latencyMs: 1500 }),
  });
  expect(fault.status).toBe(200);
  const started = Date.now();
  const slow = proxyCall(port, host, { method: 'GET', path: '/stores' });
  // The slow request is on its way once a later one has been answered.
  expect((await send(port, host, '/healthz')).status).toBe(200);
  child.kill('SIGTERM');
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  expect(await exited).toBe(0);
  await expect(send(port, host, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});

test('SIGTERM first answers /readyz 503 for SHUTDOWN_DELAY_MS while still serving; a second signal ends the wait', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const { child, exited } = await ownServer(port, { SHUTDOWN_DELAY_MS: '600000' });
  const host = 'burger.localhost';
  await expect
    .poll(async () => (await send(port, host, '/readyz')).status, { timeout: 30_000 })
    .toBe(200);
  child.kill('SIGTERM');
  await expect.poll(async () => (await send(port, host, '/readyz')).status).toBe(503);
  expect(JSON.parse((await send(port, host, '/readyz')).body)).toMatchObject({
    status: 'stopping',
  });
  // Still serving guests, each answer asking its keep-alive client to reconnect elsewhere.
  const page = await send(port, host, '/login');
  expect(page.status).toBe(200);
  expect(page.headers.connection).toBe('close');
  expect((await proxyCall(port, host, { method: 'GET', path: '/stores' })).status).toBe(200);
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect(send(port, host, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});

test('SIGTERM gives up on a request that outlasts SHUTDOWN_TIMEOUT_MS', async () => {
  test.setTimeout(60_000);
  const port = await freePort();
  const { child, exited } = await ownServer(port, { SHUTDOWN_TIMEOUT_MS: '300' });
  const host = 'burger.localhost';
  await send(port, host, '/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storefront': '1' },
    body: JSON.stringify({ path: '/stores', method: 'GET', latencyMs: 20_000 }),
  });
  const slow = proxyCall(port, host, { method: 'GET', path: '/stores' });
  expect((await send(port, host, '/healthz')).status).toBe(200);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(5_000);
});
