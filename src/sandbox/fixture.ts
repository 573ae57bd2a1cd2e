/**
 * The fixture API under /__sandbox/ (DESIGN §7): reset with a seed, the clock, the outbox, injected
 * faults, and the hosted test payment page.
 */
import { z } from 'zod';
import type { TenantState } from './state.ts';
import { reseed } from './state.ts';
import { defaultSeed } from './seed.ts';
import { validateSeed } from './seed-schema.ts';
import type { FaultDoc, PaymentTokenDoc } from './records.ts';
import { describeIssues, json, readJsonBody, SandboxError } from './http.ts';
import { readClock, setClock } from './clock.ts';
import { faultInput } from './faults.ts';
import { readOutbox } from './verification.ts';
import { cardBrand, expiryPassed, luhnValid, parseExpiry, testCardOutcome } from './cards.ts';
import { createPaymentToken, findToken } from './tokens.ts';
import { messagePage, outboxPage, payPage, type PayField } from './pages.ts';
import { handleGeo } from './geo/index.ts';

/**
 * A return target must stay on this site: one leading slash, no scheme-relative '//' or '/\',
 * no control characters.
 * @example safeReturn('//evil.example') // undefined
 */
export function safeReturn(value: string | null): string | undefined {
  if (!value || value.length > 2000) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}

/** Appends payment_token to a path, before any fragment. */
export function withToken(path: string, token: string): string {
  const [base, fragment] = path.split('#', 2) as [string, string | undefined];
  return `${base}${base.includes('?') ? '&' : '?'}payment_token=${encodeURIComponent(token)}${fragment !== undefined ? `#${fragment}` : ''}`;
}

const clockInput = z.strictObject({ now: z.union([z.string().max(64), z.null()]) });

async function formFields(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const out = new URLSearchParams();
    for (const [k, v] of await request.formData()) if (typeof v === 'string') out.append(k, v);
    return out;
  }
  return new URLSearchParams(await request.text());
}

async function reset(state: TenantState, request: Request): Promise<Response> {
  const text = await request.text();
  let seed = defaultSeed(state.tenant);
  let doc: unknown;
  try {
    doc = text.trim() ? JSON.parse(text) : null;
  } catch {
    return json(400, { error: 'The seed is not valid JSON', code: 'invalid_json' });
  }
  // An empty body, `{}` or `null` all mean "the default seed": clients differ in what they send.
  const custom = doc !== null && !(typeof doc === 'object' && !Array.isArray(doc) && Object.keys(doc).length === 0);
  if (custom) {
    const result = validateSeed(doc);
    if (!result.ok) return json(400, { error: `The seed is not valid: ${result.problems.join('; ')}`, code: 'invalid_seed', problems: result.problems });
    seed = result.seed;
  }
  await reseed(state, seed);
  return json(200, { ok: true, seed: custom ? 'custom' : 'default', stores: seed.stores.length, customers: seed.customers.length });
}

async function clock(state: TenantState, request: Request): Promise<Response> {
  if (request.method === 'POST') {
    const parsed = clockInput.safeParse(await readJsonBody(request));
    if (!parsed.success) return json(400, { error: describeIssues(parsed.error), code: 'invalid_request' });
    const { now } = parsed.data;
    const instant = now === null ? null : Date.parse(now);
    if (instant !== null && (Number.isNaN(instant) || !/^\d{4}-\d{2}-\d{2}T/.test(now!))) return json(400, { error: 'now: Use an ISO-8601 time such as 2025-01-15T12:00:00Z, or null for real time', code: 'invalid_request' });
    setClock(state.db, instant);
  }
  return json(200, { now: new Date(readClock(state.db)).toISOString() });
}

async function faults(state: TenantState, request: Request): Promise<Response> {
  const table = state.db.table<FaultDoc>('faults');
  if (request.method === 'DELETE') table.clear();
  else if (request.method === 'POST') {
    const parsed = faultInput.safeParse(await readJsonBody(request));
    if (!parsed.success) return json(400, { error: describeIssues(parsed.error), code: 'invalid_request' });
    if (parsed.data.status === undefined && !parsed.data.latencyMs) return json(400, { error: 'Give a status, a latencyMs, or both', code: 'invalid_request' });
    table.insert(parsed.data);
  }
  return json(200, { ok: true, faults: table.all().map((r) => r.data) });
}

function payToken(state: TenantState, token: string | null) {
  return token && /^[A-Za-z0-9_-]{8,100}$/.test(token) ? findToken(state.db, token) : undefined;
}

async function pay(state: TenantState, request: Request, url: URL): Promise<Response> {
  const brandName = state.index.brandName;
  const fields = request.method === 'POST' ? await formFields(request) : url.searchParams;
  const returnTo = safeReturn(fields.get('return'));
  if (!returnTo) return messagePage(400, 'Payment page error', 'The return address must be a path on this site, starting with a single "/".');
  const token = payToken(state, fields.get('token'));
  if (!token) return messagePage(404, 'Payment page error', 'This payment link is not valid. Please start the payment again.', { href: returnTo, label: 'Go back' });
  if (token.data.status === 'approved') return messagePage(409, 'Payment already complete', 'This payment was already approved.', { href: withToken(returnTo, token.key!), label: 'Continue' });
  if (request.method === 'GET') return payPage(200, { token: token.key!, returnTo, brandName });

  const name = (fields.get('name') ?? '').trim();
  const digits = (fields.get('number') ?? '').replace(/[\s-]/g, '');
  const expiryText = (fields.get('expiry') ?? '').trim();
  const cvc = (fields.get('cvc') ?? '').trim();
  const now = readClock(state.db);
  const errors: Partial<Record<PayField, string>> = {};
  if (!name) errors.name = 'Enter the name on the card';
  if (!luhnValid(digits)) errors.number = 'Enter a valid card number';
  const expiry = parseExpiry(expiryText);
  if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (expiryPassed(expiry, now)) errors.expiry = 'This card has expired: the expiry date is in the past';
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'Enter the 3- or 4-digit security code (CVC)';
  if (Object.keys(errors).length || !expiry) return payPage(400, { token: token.key!, returnTo, brandName, errors, values: { name, expiry: expiryText } });

  // Only what a processor returns to a merchant is kept: never the number or the CVC.
  const outcome = testCardOutcome(digits);
  const doc: PaymentTokenDoc = { ...token.data, status: outcome.status, brand: cardBrand(digits), last4: digits.slice(-4), exp_month: expiry.month, exp_year: expiry.year, message: outcome.message };
  state.db.table<PaymentTokenDoc>('payment_tokens').update(token.id, doc);
  return new Response(null, { status: 303, headers: { location: withToken(returnTo, token.key!), 'cache-control': 'no-store' } });
}

function newPayment(state: TenantState, url: URL): Response {
  const returnTo = safeReturn(url.searchParams.get('return'));
  if (!returnTo) return messagePage(400, 'Payment page error', 'The return address must be a path on this site, starting with a single "/".');
  const token = createPaymentToken(state.db, readClock(state.db));
  const location = `/__sandbox/pay?token=${encodeURIComponent(token)}&return=${encodeURIComponent(returnTo)}`;
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

type Route = Partial<Record<string, (state: TenantState, request: Request, url: URL) => Promise<Response> | Response>>;

const ROUTES: Record<string, Route> = {
  '/reset': { POST: (s, r) => reset(s, r) },
  '/clock': { GET: (s, r) => clock(s, r), POST: (s, r) => clock(s, r) },
  '/outbox': { GET: (s) => json(200, readOutbox(s.db)) },
  '/outbox/page': { GET: (s) => outboxPage(readOutbox(s.db), s.index.brandName) },
  '/faults': { GET: (s, r) => faults(s, r), POST: (s, r) => faults(s, r), DELETE: (s, r) => faults(s, r) },
  '/pay': { GET: (s, r, u) => pay(s, r, u), POST: (s, r, u) => pay(s, r, u) },
  '/pay/new': { GET: (s, _r, u) => newPayment(s, u) },
};

export async function fixture(state: TenantState, request: Request, subpath: string): Promise<Response> {
  // The address providers' stand-ins (SPEC §7.8): the same read-only data on every tenant host.
  if (subpath.startsWith('/geo/')) {
    if (!['GET', 'HEAD'].includes(request.method.toUpperCase())) return json(405, { error: 'Method not allowed' }, new Headers({ allow: 'GET' }));
    return handleGeo(subpath, new URL(request.url)) ?? json(404, { error: 'Not found' });
  }
  const route = ROUTES[subpath.replace(/\/+$/, '') || '/'];
  if (!route) return json(404, { error: 'Not found' });
  const method = request.method.toUpperCase();
  const handler = route[method === 'HEAD' ? 'GET' : method];
  if (!handler) {
    const res = json(405, { error: 'Method not allowed' });
    res.headers.set('allow', Object.keys(route).join(', '));
    return res;
  }
  try {
    return await handler(state, request, new URL(request.url));
  } catch (err) {
    if (err instanceof SandboxError) return json(err.status, { error: err.message, code: err.code });
    throw err;
  }
}
