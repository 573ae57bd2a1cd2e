/**
 * Drives the sandbox issuer over loopback HTTP like a browser would: a Host header per tenant, a
 * cookie jar, redirects followed by hand. Gets real id_tokens out of the fragment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSandboxOidc } from '../../src/sandbox/oidc/mount.ts';
import { parseFragment } from '../../src/lib/sso/oidc.ts';

export interface Answer {
  status: number;
  location: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Issuer {
  port: number;
  close(): Promise<void>;
}

/** A loopback server answering the issuer for the tenant in the Host (<tenant>.localhost, else burger). */
export async function startIssuer(): Promise<Issuer> {
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0]!;
    const tenant = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : 'burger';
    handleSandboxOidc(req, res, tenant).catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly port: number,
    readonly host: string,
  ) {}

  get origin(): string {
    return `http://${this.host}:${this.port}`;
  }

  request(method: string, target: string, form?: Record<string, string>): Promise<Answer> {
    const url = new URL(target, this.origin);
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const headers: http.OutgoingHttpHeaders = { host: url.host, accept: 'text/html' };
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined)
      Object.assign(headers, {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
      });
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: `${url.pathname}${url.search}`,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const cookie of res.headers['set-cookie'] ?? []) {
              const [pair] = cookie.split(';');
              const name = pair!.slice(0, pair!.indexOf('='));
              if (/expires=Thu, 01 Jan 1970/i.test(cookie) || /max-age=0/i.test(cookie))
                this.cookies.delete(name);
              else this.cookies.set(name, pair!.slice(pair!.indexOf('=') + 1));
            }
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
}

export interface SignIn {
  tenant?: string;
  email?: string;
  state?: string;
  nonce?: string;
  clientId?: string;
  redirectUri?: string;
  /** Stop at the sign-in page and cancel there. */
  cancel?: boolean;
}

export interface SignInResult {
  browser: Browser;
  issuer: string;
  authorize: Answer;
  page: Answer;
  callback: string;
  idToken: string | undefined;
  params: ReturnType<typeof parseFragment>;
}

/** The whole popup journey: discovery, authorize, the sign-in page, its form, the resume redirect. */
export async function signIn(
  port: number,
  opts: SignIn = {},
  browser?: Browser,
): Promise<SignInResult> {
  const tenant = opts.tenant ?? 'burger';
  const b = browser ?? new Browser(port, `${tenant}.localhost`);
  const discovery = await b.request('GET', '/__sandbox/oidc/.well-known/openid-configuration');
  const doc = JSON.parse(discovery.body) as { issuer: string; authorization_endpoint: string };
  const authorize = new URL(doc.authorization_endpoint);
  const params = {
    client_id: opts.clientId ?? `storefront-${tenant}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid profile email',
    redirect_uri: opts.redirectUri ?? `${b.origin}/login/callback`,
    state: opts.state ?? 'state-1',
    nonce: opts.nonce ?? `nonce-${Math.random().toString(36).slice(2)}`,
  };
  for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
  const first = await b.request('GET', authorize.href);
  if (first.status !== 303 || !first.location?.includes('/interaction/')) {
    return {
      browser: b,
      issuer: doc.issuer,
      authorize: first,
      page: first,
      callback: first.location ?? '',
      idToken: undefined,
      params: {},
    };
  }
  const page = await b.request('GET', first.location);
  const action = /action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no form on the sign-in page: ${page.body}`);
  let resume: Answer;
  if (opts.cancel) resume = await b.request('GET', `${action}/abort`);
  else resume = await b.request('POST', action, { email: opts.email ?? 'dana.demo@example.com' });
  if (resume.status !== 303 || !resume.location)
    throw new Error(`sign-in form answered ${resume.status}: ${resume.body}`);
  const done = await b.request('GET', resume.location);
  if (done.status !== 303 || !done.location)
    throw new Error(`resume answered ${done.status}: ${done.body}`);
  const fragment = new URL(done.location).hash;
  const result = parseFragment(fragment);
  return {
    browser: b,
    issuer: doc.issuer,
    authorize: first,
    page,
    callback: done.location,
    idToken: result.id_token,
    params: result,
  };
}
