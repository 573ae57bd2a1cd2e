/**
 * The outside-service stand-ins under /__sandbox/integrations (docs/architecture.md §6b): their
 * scripts, their collectors, and GET /__sandbox/integrations, which lists what each collector
 * received.
 */
import { json } from '../core/http.ts';
import { STAND_IN_SCRIPTS } from './standins.ts';
import { isService, received, record } from './records.ts';
import { PAYPROC_SDK_PATH, payprocSdk } from './payproc.ts';
import { OFREP_STAND_IN_PATH, ofrepBulk } from './ofrep.ts';

export { clearReceived } from './records.ts';

/** A beacon is a few hundred bytes; anything much larger is not one. */
const MAX_BEACON = 16 * 1024;

const notAllowed = (allow: string) =>
  json(405, { error: 'Method not allowed' }, new Headers({ allow }));

/** Answers a subpath under /integrations, or undefined when it is not one of ours. */
export async function integrationsFixture(
  tenant: string,
  request: Request,
  subpath: string,
): Promise<Response | undefined> {
  const path = subpath.replace(/\/+$/, '') || '/';
  if (path !== '/integrations' && !path.startsWith('/integrations/')) return undefined;
  const method = request.method.toUpperCase();
  const read = method === 'GET' || method === 'HEAD';
  if (path === '/integrations') return read ? json(200, received(tenant)) : notAllowed('GET');

  const collect = /^\/integrations\/collect\/([a-z-]+)$/.exec(path);
  if (collect) {
    const service = collect[1]!;
    if (!isService(service)) return json(404, { error: 'Not found' });
    if (method !== 'POST') return notAllowed('POST');
    const text = await request.text();
    if (text.length > MAX_BEACON)
      return json(413, { error: 'The beacon is too large', code: 'too_large' });
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: a stand-in records what it got, even when it is not JSON.
    }
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    record(tenant, service, { at: new Date().toISOString(), body, contentType });
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }

  if (path === OFREP_STAND_IN_PATH)
    return method === 'POST' ? ofrepBulk(tenant, request) : notAllowed('POST');
  if (path === PAYPROC_SDK_PATH)
    return read ? payprocSdk(tenant, new URL(request.url)) : notAllowed('GET');

  const script = STAND_IN_SCRIPTS[path.slice('/integrations/'.length)];
  if (!script) return json(404, { error: 'Not found' });
  if (!read) return notAllowed('GET');
  return new Response(method === 'HEAD' ? null : script, {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    },
  });
}
