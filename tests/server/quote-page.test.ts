/**
 * How the production server answers Order quote (src/server/quote-page.ts, docs/architecture.md
 * §4 "Serving"): rendered for a guest whose request carries the page's session cookie, with that
 * render's own headers (its two session cookies apart); the static page for anyone else and
 * whenever the render gives anything but a 200.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuote } from '../../src/server/quote-page.ts';
import type { NodeHandler } from '../../src/server/page-cache-render.ts';
import type { ServerLocals } from '../../src/lib/http/resolved-forwarding.ts';

type Render = Parameters<NodeHandler>;
let render: (...args: Render) => void = () => undefined;
const seen: {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  locals: ServerLocals | undefined;
  peer: string | undefined;
}[] = [];
const handler: NodeHandler = (req, res, next, locals) => {
  seen.push({ url: req.url, headers: req.headers, locals, peer: req.socket.remoteAddress });
  render(req, res, next, locals);
};
const LOCALS: ServerLocals = { forwarding: { ip: '203.0.113.7', https: true } };

function get(port: number, cookie?: string) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>(
    (resolve, reject) => {
      request(
        {
          port,
          host: '127.0.0.1',
          path: '/order-quote?order=42',
          headers: { host: 'burger.localhost', ...(cookie && { cookie }) },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      )
        .on('error', reject)
        .end();
    },
  );
}

describe('answerQuote', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      void answerQuote(req, res, {
        handler,
        url: '/t/burger/quote-live?order=42',
        locals: LOCALS,
        fallback: () => res.writeHead(200, { 'cache-control': 'no-cache' }).end('static page'),
        compressed: (send) => send(),
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('serves the static page, rendering nothing, to a request without the page’s cookie', async () => {
    seen.length = 0;
    for (const cookie of [undefined, 'sf_session=abc', 'sf_quote=', 'lang=en']) {
      const res = await get(port, cookie);
      expect(res.body).toBe('static page');
    }
    expect(seen).toEqual([]);
  });

  it('renders for the guest with their session and ids, and sends the render as it is', async () => {
    seen.length = 0;
    render = (_req, res) => {
      res.setHeader('set-cookie', ['sf_session=n; Path=/api/', 'sf_quote=n; Path=/order-quote']);
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' });
      res.end('<p>Quote for order #42</p>');
    };
    const res = await get(port, 'a=1; sf_quote=sealed');
    expect(res.status).toBe(200);
    expect(res.body).toBe('<p>Quote for order #42</p>');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toEqual([
      'sf_session=n; Path=/api/',
      'sf_quote=n; Path=/order-quote',
    ]);
    const [one] = seen;
    expect(one?.url).toBe('/t/burger/quote-live?order=42');
    expect(one?.headers.cookie).toBe('a=1; sf_quote=sealed');
    expect(one?.headers.host).toBe('burger.localhost');
    expect(one?.locals).toEqual(LOCALS);
    expect(one?.peer).toBe('127.0.0.1');
  });

  it.each([
    ['answers 503', (_req: IncomingMessage, res: Render[1]) => res.writeHead(503).end()],
    ['passes the request on', (_req: IncomingMessage, _res: Render[1], next: () => void) => next()],
    [
      'throws',
      () => {
        throw new Error('render failed');
      },
    ],
  ])('serves the static page when the render %s', async (_name, fails) => {
    render = fails;
    const res = await get(port, 'sf_quote=sealed');
    expect(res.body).toBe('static page');
  });
});
