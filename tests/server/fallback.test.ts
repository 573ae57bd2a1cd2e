import { createServer, request, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOrFallback } from '../../src/server/fallback.ts';

type Handler = (res: ServerResponse, next: () => void) => unknown;

const handlers: Record<string, Handler> = {
  '/live': (res) =>
    res.writeHead(200, { 'content-type': 'text/html', etag: '"live"' }).end('live page'),
  '/streamed': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('live ');
    res.end('page');
  },
  '/pass': (_res, next) => next(),
  '/write-head-500': (res) =>
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal error'),
  '/status-500': (res) => {
    res.statusCode = 503;
    res.end('Unavailable');
  },
  '/throws': () => {
    throw new Error('render failed');
  },
  '/rejects': async () => Promise.reject(new Error('render failed')),
  '/not-found': (res) => res.writeHead(404).end('missing'),
};

const server = createServer((req, res) => {
  res.setHeader('x-frame-options', 'DENY');
  answerOrFallback(
    res,
    (next) => handlers[req.url!]!(res, next),
    () => res.writeHead(200, { 'content-type': 'text/html', etag: '"static"' }).end('static shell'),
  );
});
let port = 0;

// The failures are logged; the test only needs the answers.
vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(
  () =>
    new Promise<void>((r) =>
      server.listen(
        0,
        '127.0.0.1',
        () => ((port = (server.address() as { port: number }).port), r()),
      ),
    ),
);
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function get(path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    },
  );
}

// DESIGN §8: Home on demand, the static shell when that cannot answer.
describe('answerOrFallback', () => {
  it.each([
    ['/live', 200, 'live page', '"live"'],
    ['/streamed', 200, 'live page', undefined],
    ['/not-found', 404, 'missing', undefined],
    ['/pass', 200, 'static shell', '"static"'],
    ['/write-head-500', 200, 'static shell', '"static"'],
    ['/status-500', 200, 'static shell', '"static"'],
    ['/throws', 200, 'static shell', '"static"'],
    ['/rejects', 200, 'static shell', '"static"'],
  ])('%s → %i %s', async (path, status, body, etag) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toBe(body);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
