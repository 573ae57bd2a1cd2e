/**
 * The feature-flag service's stand-in (docs/product.md §1): `GET /__sandbox/flags?client_key=…`
 * answers the tenant's flag document `{ flags }` as a flag service would; `PUT /__sandbox/flags`
 * with
 * `{ flags }` changes it (a fixture call, so tests and people can flip a flag and watch the page
 * follow within the 15 s refresh). A reset brings back the demo values, which show every feature.
 */
import { json, readJsonBody } from '../core/http.ts';
import type { TenantState } from '../core/state.ts';
import { parseFlagDocument, type FlagDocument } from '../../lib/flags/flags.ts';
import { recordRead } from '../integrations/records.ts';

const META = 'featureFlags';
const DEMO_FLAGS: FlagDocument = { 'gift-cards': true };

/** The tenant's flags now; also what the OFREP stand-in evaluates (../integrations/ofrep.ts). */
export function current(state: TenantState): FlagDocument {
  return state.db.getMeta<FlagDocument>(META) ?? DEMO_FLAGS;
}

export function getFlags(state: TenantState, url: URL): Response {
  if (!url.searchParams.get('client_key'))
    return json(401, { error: 'A client_key is required', code: 'client_key_required' });
  recordRead(state.tenant, 'flags', url);
  const res = json(200, { flags: current(state) });
  res.headers.set('cache-control', 'no-store');
  return res;
}

export async function putFlags(state: TenantState, request: Request): Promise<Response> {
  const flags = parseFlagDocument(await readJsonBody(request));
  if (!flags)
    return json(400, { error: 'Send { "flags": { "<key>": value } }', code: 'invalid_flags' });
  state.db.setMeta(META, flags);
  return json(200, { flags });
}
