/** A test client for the sandbox: keeps the session like the proxy does, and speaks contract call ids. */
import { CONTRACT, type CallId } from '../../src/api/contract.ts';
import { buildPath } from '../../src/api/match.ts';
import { sandboxFetch, sandboxFixture } from '../../src/sandbox/index.server.ts';

// Read when the first database opens, so setting it here (before any call) is enough.
process.env.STOREFRONT_SANDBOX_DB ??= 'memory';

/** A body as JSON.parse gives it (or text): each test asserts the shape it expects. */
type JsonBody = ReturnType<typeof JSON.parse>;

export interface Reply {
  status: number;
  body: JsonBody;
  headers: Headers;
}

async function read(res: Response): Promise<Reply> {
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body, headers: res.headers };
}

/** Every call id a test has seen answered with 200 and a body valid against its response schema. */
export const covered = new Set<CallId>();

export class Client {
  auth: string | undefined;
  readonly cookies = new Map<string, string>();

  constructor(readonly tenant = 'burger') {}

  async raw(
    method: string,
    path: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ): Promise<Reply> {
    let url = `http://sandbox.internal${path}`;
    let body: string | undefined;
    if (method === 'GET' && payload) {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(payload))
        if (v !== undefined) q.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      if ([...q].length) url += `${url.includes('?') ? '&' : '?'}${q}`;
    } else if (payload !== undefined) body = JSON.stringify(payload);
    const h = new Headers(headers);
    if (body !== undefined) h.set('content-type', 'application/json');
    if (this.auth) h.set('authorization', `Basic ${this.auth}`);
    if (this.cookies.size)
      h.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await sandboxFetch(
      this.tenant,
      new Request(url, { method, headers: h, body: body ?? null, ...(signal ? { signal } : {}) }),
    );
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = [
        pair!.slice(0, pair!.indexOf('=')),
        pair!.slice(pair!.indexOf('=') + 1),
      ];
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const reply = await read(res);
    if (
      reply.status === 200 &&
      reply.body &&
      typeof reply.body === 'object' &&
      typeof reply.body.auth_cookie === 'string'
    )
      this.auth = reply.body.auth_cookie;
    if (
      CONTRACT.logout.path === path ||
      (reply.status === 200 && method === 'DELETE' && /^\/customers\/\d+$/.test(path))
    )
      this.auth = undefined;
    return reply;
  }

  /** A contract call by id; a 200 answer must match the call's response schema. */
  async call<K extends CallId>(
    id: K,
    params: Record<string, string | number> = {},
    payload?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Reply> {
    const def = CONTRACT[id];
    let path = buildPath(def.path, params);
    if (def.query) path += `?${new URLSearchParams(def.query)}`;
    const reply = await this.raw(def.method, path, payload, headers);
    if (reply.status === 200) {
      def.response.parse(reply.body);
      covered.add(id);
    }
    return reply;
  }

  async fixture(
    method: string,
    subpath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      if (typeof body !== 'string')
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    return read(
      await sandboxFixture(
        this.tenant,
        new Request(`http://burger.localhost/__sandbox${subpath}`, init),
        subpath.split('?')[0]!,
      ),
    );
  }

  async login(email = 'demo@example.com', password = 'Demo1234!'): Promise<number> {
    const r = await this.call('login', {}, { username: email, password });
    if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
    return r.body.customer_id;
  }

  /** The newest outbox entry for a recipient. */
  async lastPin(recipient: string): Promise<string> {
    const outbox = await this.fixture('GET', '/outbox');
    const entry = outbox.body.find((e: { recipient: string }) => e.recipient === recipient);
    if (!entry?.pin) throw new Error(`no PIN for ${recipient}`);
    return entry.pin;
  }
}

/** Resets a tenant to its default seed and sets the clock. */
export async function resetAt(tenant: string, now: string | null, seed?: unknown): Promise<Client> {
  const c = new Client(tenant);
  const r = await c.fixture('POST', '/reset', seed);
  if (r.status !== 200) throw new Error(`reset failed: ${JSON.stringify(r.body)}`);
  await c.fixture('POST', '/clock', { now });
  return c;
}

/** Completes the hosted payment page with a card and returns the token. */
export async function cardToken(c: Client, number = '4242 4242 4242 4242'): Promise<string> {
  const start = await c.fixture('GET', '/pay/new?return=/checkout');
  const location = new URL(start.headers.get('location')!, 'http://x');
  const token = location.searchParams.get('token')!;
  const form = new URLSearchParams({
    token,
    return: '/checkout',
    name: 'Dana Demo',
    number,
    expiry: '12/34',
    cvc: '123',
  });
  const done = await c.fixture('POST', '/pay', form.toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  if (done.status !== 303) throw new Error(`payment page refused: ${done.status}`);
  return token;
}
