/**
 * The outside-service stand-ins under /__sandbox/integrations (docs/architecture.md §6b): their
 * scripts are plain GETs, their collectors take same-origin beacons (text/plain or JSON, no custom
 * header), the list shows what each received, and the reset clears it. Every other fixture route
 * keeps its guard.
 */
import { describe, expect, it } from 'vitest';
import { ALL } from '../../src/pages/t/[tenant]/[u]_sandbox/[...path].ts';

process.env.STOREFRONT_SANDBOX_DB ??= 'memory';

type Ctx = Parameters<typeof ALL>[0];
const HOST = 'taco.localhost:4321';
const SAME_ORIGIN = { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' };

async function call(rest: string, init: RequestInit = {}) {
  const url = new URL(`http://${HOST}/__sandbox/${rest}`);
  const res = await ALL({
    params: { tenant: 'taco', u: '_', path: rest.replace(/\/$/, '') || undefined },
    request: new Request(url, init),
    url,
  } as unknown as Ctx);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const beacon = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { ...SAME_ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...headers },
});

const list = async () =>
  JSON.parse((await call('integrations')).text) as Record<string, { body: unknown }[]>;

describe('stand-in scripts', () => {
  it.each([
    ['fbevents.js', 'fbq'],
    ['gtm.js', 'dataLayer'],
    ['a11y-widget.js', 'Accessibility options'],
  ])('%s is JavaScript', async (file, marker) => {
    const res = await call(`integrations/${file}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/javascript/);
    expect(res.text).toContain(marker);
  });

  it('an unknown file is a 404', async () => {
    expect((await call('integrations/other.js')).status).toBe(404);
  });
});

describe('collectors', () => {
  it('record same-origin beacons, text/plain or JSON, and the reset clears them', async () => {
    await call('reset', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'x-storefront': '1' },
    });
    expect(
      (await call('integrations/collect/rum', beacon('{"key":"k","report":{"name":"LCP"}}')))
        .status,
    ).toBe(204);
    expect(
      (
        await call(
          'integrations/collect/pixel',
          beacon('{"event":"PageView"}', { 'content-type': 'application/json' }),
        )
      ).status,
    ).toBe(204);
    const all = await list();
    expect(all.rum!.map((r) => r.body)).toEqual([{ key: 'k', report: { name: 'LCP' } }]);
    expect(all.pixel!.map((r) => r.body)).toEqual([{ event: 'PageView' }]);
    expect(all['tag-manager']).toEqual([]);

    await call('reset', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'x-storefront': '1' },
    });
    expect((await list()).rum).toEqual([]);
  });

  it.each([
    ['cross-site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 403],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ])('refuse %s', async (_name, headers, status) => {
    expect((await call('integrations/collect/rum', beacon('{}', headers))).status).toBe(status);
  });

  it('refuse an unknown service, a GET and an oversized beacon', async () => {
    expect((await call('integrations/collect/other', beacon('{}'))).status).toBe(404);
    expect((await call('integrations/collect/rum')).status).toBe(405);
    expect((await call('integrations/collect/rum', beacon('x'.repeat(20_000)))).status).toBe(413);
  });

  it('the beacon rule opens no other route: a plain-text reset is still refused', async () => {
    expect((await call('reset', beacon('{}'))).status).toBe(415);
    expect((await call('integrations', beacon('{}'))).status).toBe(415);
  });
});
