// docs/architecture.md §8: Home and Menu rendered on demand, then answered from memory with the
// render's own headers, 304s and precompressed bodies; errors fall back to the static shell and are
// never kept, nor are 404s or pages that set cookies; a data change (the sandbox fixture) renders
// again.
import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLivePages,
  PAGE_FRESH_MS,
  PAGE_STALE_MS,
} from '../../src/server/page-cache-serve.ts';
import { pageDataChanged } from '../../src/server/page-cache-version.ts';
import { HSTS, securityHeaders } from '../../src/server/headers.ts';

const PAGE = `<p>${'stores '.repeat(400)}</p>`;
const HEAD = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'content-security-policy': "script-src 'self'",
};
let renders: { url: string; headers: IncomingHttpHeaders }[] = [];
let version = 0;

const pages: Record<string, (res: ServerResponse, next: () => void) => unknown> = {
  '/home': (res) => res.writeHead(200, { ...HEAD, etag: `"v${version}"` }).end(`${PAGE}${version}`),
  '/streamed': (res) => {
    res.writeHead(200, { ...HEAD, etag: '"s"' });
    res.write('part one, ');
    res.end('part two');
  },
  '/missing': (res) => res.writeHead(404, HEAD).end('Not found page'),
  '/failing': (res) => res.writeHead(503, HEAD).end('Unavailable'),
  '/throws': () => {
    throw new Error('render failed');
  },
  '/cookie': (res) => res.writeHead(200, { ...HEAD, etag: '"c"', 'set-cookie': 'a=b' }).end('hi'),
  '/pass': (_res, next) => next(),
  '/gated': async (res) => {
    const shown = version;
    await gate;
    res.writeHead(200, { ...HEAD, etag: `"g${shown}"` }).end(`gated ${shown}`);
  },
};
let gate = Promise.resolve();

const clock = { t: 1_000_000 };
const live = createLivePages(() => clock.t);
const server = createServer((req, res) =>
  live.answer(req, res, {
    tenantId: 'burger',
    url: req.url!,
    handler: (r, s, next) => {
      renders.push({ url: r.url!, headers: r.headers });
      return pages[r.url!]!(s, next);
    },
    fallback: () => res.writeHead(200, { etag: '"shell"' }).end('static shell'),
    compressed: (send) => send(),
  }),
);
let port = 0;
vi.spyOn(console, 'error').mockImplementation(() => {});
beforeAll(
  () =>
    new Promise<void>((r) =>
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        r();
      }),
    ),
);
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  renders = [];
  // Every test starts from a data version no earlier entry belongs to.
  pageDataChanged();
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('createLivePages', () => {
  it('renders once without the guest’s cookies, then answers from memory with the same headers', async () => {
    const first = await get('/home', { cookie: 'session=secret', host: 'burger.localhost' });
    const second = await get('/home', { host: 'burger.localhost' });
    expect(renders).toHaveLength(1);
    expect(renders[0]!.headers).toEqual({ host: 'burger.localhost', accept: 'text/html' });
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(`${PAGE}${version}`);
      expect(res.headers).toMatchObject({
        ...HEAD,
        etag: `"v${version}"`,
        vary: 'Accept-Encoding',
      });
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    await get('/home');
    expect((await get('/home', { 'if-none-match': `"v${version}"` })).status).toBe(304);
    const head = await get('/home', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(renders).toHaveLength(1);
  });

  it('sends the brotli body once it is compressed', async () => {
    await get('/home');
    await vi.waitFor(async () => {
      const res = await get('/home', { 'accept-encoding': 'gzip, br' });
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(`${PAGE}${version}`);
      expect(res.headers.etag).toBe(`"v${version}-br"`);
    });
    const br = { 'accept-encoding': 'br' };
    expect((await get('/home', { ...br, 'if-none-match': `"v${version}-br"` })).status).toBe(304);
    expect((await get('/home', { ...br, 'if-none-match': `"v${version}"` })).status).toBe(200);
  });

  it('keeps pages apart by host', async () => {
    await get('/home', { host: 'burger.localhost' });
    await get('/home', { host: 'localhost' });
    expect(renders.map((r) => r.headers.host)).toEqual(['burger.localhost', 'localhost']);
  });

  it('collects a streamed render whole', async () => {
    expect((await get('/streamed')).body.toString()).toBe('part one, part two');
  });

  it('renders again once the data changed', async () => {
    await get('/home');
    version += 1;
    pageDataChanged();
    expect((await get('/home')).body.toString()).toBe(`${PAGE}${version}`);
    expect(renders).toHaveLength(2);
  });

  it('never answers for new data with a render begun before the change', async () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const before = version;
    const early = get('/gated');
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    version += 1;
    pageDataChanged();
    const late = get('/gated');
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    open();
    expect((await early).body.toString()).toBe(`gated ${before}`);
    expect((await late).body.toString()).toBe(`gated ${version}`);
    expect((await get('/gated')).body.toString()).toBe(`gated ${version}`);
    expect(renders).toHaveLength(2);
  });

  it('answers a stale page while one render replaces it in the background', async () => {
    const before = version;
    await get('/home');
    version += 1;
    clock.t += PAGE_FRESH_MS;
    expect((await get('/home')).body.toString()).toBe(`${PAGE}${before}`);
    await vi.waitFor(async () =>
      expect((await get('/home')).body.toString()).toBe(`${PAGE}${version}`),
    );
    expect(renders).toHaveLength(2);
  });

  it('renders before answering a page nobody asked for in a long time', async () => {
    await get('/home');
    version += 1;
    clock.t += PAGE_STALE_MS;
    expect((await get('/home')).body.toString()).toBe(`${PAGE}${version}`);
  });

  it.each([
    ['/missing', 404, 'Not found page'],
    ['/cookie', 200, 'hi'],
  ])('answers %s with the render (%i) and never keeps it', async (path, status, body) => {
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      expect([res.status, res.body.toString()]).toEqual([status, body]);
    }
    expect(renders).toHaveLength(2);
  });

  it.each(['/failing', '/throws', '/pass'])(
    'answers %s with the static shell and keeps nothing',
    async (path) => {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect([res.status, res.body.toString(), res.headers.etag]).toEqual([
          200,
          'static shell',
          '"shell"',
        ]);
      }
      expect(renders).toHaveLength(2);
    },
  );
});

// The cached path storefront.ts takes first: the same answer as answer() after the server's own
// headers, in one write.
describe('answerKept', () => {
  const kept = createLivePages(() => clock.t);
  const handler = (_r: unknown, s: ServerResponse) =>
    s.writeHead(200, { ...HEAD, etag: '"k"' }).end(`${PAGE}kept`);
  const extra = ['X-Request-Id', 'r1', 'Strict-Transport-Security', HSTS];
  let fast = 0;
  const keptServer = createServer((req, res) => {
    const live = { tenantId: 'burger', url: '/kept', handler };
    if (req.headers['x-path'] !== 'slow' && kept.answerKept(req, res, live, extra)) {
      fast += 1;
      return;
    }
    // What storefront.ts sets before answer().
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    for (let i = 0; i < extra.length; i += 2) res.setHeader(extra[i]!, extra[i + 1]!);
    kept.answer(req, res, { ...live, fallback: () => res.end(), compressed: (send) => send() });
  });
  beforeAll(
    () =>
      new Promise<void>((r) =>
        keptServer.listen(0, '127.0.0.1', () => {
          port = (keptServer.address() as { port: number }).port;
          r();
        }),
      ),
  );
  afterAll(() => new Promise<void>((r) => keptServer.close(() => r())));

  const variants: [string, Record<string, string>, string][] = [
    ['plain', {}, 'GET'],
    ['brotli', { 'accept-encoding': 'br, gzip' }, 'GET'],
    ['gzip', { 'accept-encoding': 'gzip' }, 'GET'],
    ['a matching If-None-Match', { 'accept-encoding': 'br', 'if-none-match': '"k-br"' }, 'GET'],
    ['HEAD', { 'accept-encoding': 'gzip' }, 'HEAD'],
  ];

  // Every test starts from a new data version (beforeEach): the page is rendered and compressed anew.
  async function keptAndCompressed() {
    fast = 0;
    await vi.waitFor(async () => {
      await get('/kept');
      expect(fast).toBeGreaterThan(0);
    });
  }

  it('answers nothing until the page is kept and compressed, then answers it first', async () => {
    fast = 0;
    expect((await get('/kept')).body.toString()).toBe(`${PAGE}kept`);
    expect(fast).toBe(0);
    await keptAndCompressed();
  });

  it.each(variants)(
    'sends what answer() sends after the server’s headers (%s)',
    async (_, headers, method) => {
      await keptAndCompressed();
      const slow = await get('/kept', { ...headers, 'x-path': 'slow' }, method);
      fast = 0;
      const quick = await get('/kept', headers, method);
      expect(fast).toBe(1);
      const shown = (h: IncomingHttpHeaders) => ({ ...h, date: undefined });
      expect(shown(quick.headers)).toEqual(shown(slow.headers));
      expect([quick.status, quick.body]).toEqual([slow.status, slow.body]);
      expect(quick.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'content-security-policy': HEAD['content-security-policy'],
        'x-request-id': 'r1',
        'strict-transport-security': HSTS,
      });
    },
  );
});
