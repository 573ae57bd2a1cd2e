/**
 * The feature-flag service's stand-in speaking OFREP (src/lib/flags/ofrep.ts): `POST
 * /__sandbox/integrations/flags/ofrep/v1/evaluate/flags` with `Authorization: Bearer <client key>`
 * evaluates the tenant's flags (changed with the `PUT /__sandbox/flags` fixture), with an ETag and
 * 304 Not Modified to a matching If-None-Match. Each request is recorded (service "flags").
 */
import { json, readJsonBody } from '../core/http.ts';
import { tenantState } from '../core/state.ts';
import { current } from '../flags/flags.ts';
import { bulkEvaluation, etagOf, OFREP_BULK_PATH } from '../../lib/flags/ofrep.ts';
import { record } from './records.ts';

export const OFREP_STAND_IN_PATH = `/integrations/flags${OFREP_BULK_PATH}`;

export async function ofrepBulk(tenant: string, request: Request): Promise<Response> {
  const key = /^Bearer\s+(\S{1,200})$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!key) return json(401, { errorCode: 'GENERAL', errorDetails: 'A client key is required' });
  const body = await readJsonBody(request).catch(() => undefined);
  const context = body && typeof body === 'object' && 'context' in body ? body.context : undefined;
  if (!context || typeof context !== 'object' || Array.isArray(context))
    return json(400, { errorCode: 'INVALID_CONTEXT', errorDetails: 'Send { "context": {} }' });
  const text = JSON.stringify(bulkEvaluation(current(await tenantState(tenant))));
  const etag = etagOf(text);
  const ifNoneMatch = request.headers.get('if-none-match');
  record(tenant, 'flags', {
    at: new Date().toISOString(),
    body: { client_key: key, context, if_none_match: ifNoneMatch },
    contentType: request.headers.get('content-type') ?? '',
  });
  const headers = { etag, 'cache-control': 'no-store' };
  if (ifNoneMatch === etag) return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { ...headers, 'content-type': 'application/json' },
  });
}
