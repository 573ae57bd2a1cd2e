/**
 * The page's language reaches the tenant API (docs/architecture.md §4b, §6): the proxy passes on
 * Accept-Language only when it is exactly one of the chain's languages, never a browser's list or a
 * hostile value.
 */
import { describe, expect, it } from 'vitest';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { upstreamLanguage } from '../../src/api/proxy-rules.ts';

const locales = ['en', 'fr-CA', 'es'];

describe('upstreamLanguage: one of the chain’s languages, as the tenant file spells it', () => {
  it.each<[string | null, readonly string[] | undefined, string | undefined]>([
    ['fr-CA', locales, 'fr-CA'],
    ['es', locales, 'es'],
    ['en', locales, 'en'],
    ['fr-CA', ['en'], undefined],
    ['fr-ca', locales, undefined],
    ['fr-CA,fr;q=0.9,en;q=0.5', locales, undefined],
    ['fr-CA\r\nx-evil: 1', locales, undefined],
    ['', locales, undefined],
    [null, locales, undefined],
    ['es', undefined, undefined],
  ])('%j of %j → %j', (header, chain, want) => expect(upstreamLanguage(header, chain)).toBe(want));
});

/**
 * A GET through the proxy, to an upstream that answers `body`, for a page in `acceptLanguage` of a
 * chain speaking `chain`: the headers the upstream was sent, and the `data` the page received.
 */
async function proxied(
  acceptLanguage: string | undefined,
  chain: readonly string[] | undefined,
  body = '{"ok":true}',
): Promise<{ sent: Record<string, string>; data: unknown }> {
  let sent: Record<string, string> = {};
  const upstream: Upstream = (_url, init) => {
    sent = init.headers;
    return Promise.resolve({ status: 200, setCookies: [], contentType: 'application/json', body });
  };
  const request = new Request('http://taco.localhost:4321/api/proxy', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: 'taco.localhost:4321',
      ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
    },
    body: JSON.stringify({ method: 'GET', path: '/stores', payload: {} }),
  });
  const tenant = { id: 'taco', apiBase: 'https://api.chain.example/v2/', locales: chain };
  const res = await handleProxy(request, { tenant, upstream, timeoutMs: 1000 });
  expect(res.status).toBe(200);
  return { sent, data: ((await res.json()) as { data: unknown }).data };
}

const sentLanguage = async (acceptLanguage: string | undefined) =>
  (await proxied(acceptLanguage, locales)).sent['accept-language'];

describe('the proxy passes the page’s language on to the tenant API', () => {
  it.each<[string | undefined, string | undefined]>([
    ['es', 'es'],
    ['fr-CA', 'fr-CA'],
    ['de', undefined],
    ['es-MX,es;q=0.9', undefined],
    [undefined, undefined],
  ])('%j → %j', async (incoming, want) => expect(await sentLanguage(incoming)).toBe(want));
});

const MENU = {
  menus: [
    {
      name: 'Tacos',
      description: null,
      translations: { 'fr-CA': { name: 'Tacos (FR)', description: 'Les tacos' } },
      items: [
        {
          item_id: 1,
          name: 'Corn',
          price: 3,
          translations: { es: { name: 'Maíz' }, fr: { name: 'Maïs' } },
        },
      ],
    },
  ],
};

const answered = async (
  acceptLanguage: string | undefined,
  chain: readonly string[] | undefined,
  body = JSON.stringify(MENU),
) => (await proxied(acceptLanguage, chain, body)).data;

const names = (data: unknown) => {
  const menu = (data as typeof MENU).menus[0]!;
  return [menu.name, menu.description, menu.items[0]!.name];
};

describe('the proxy answers with the chain’s texts in the page’s language, without translations', () => {
  it.each<[string | undefined, readonly string[] | undefined, (string | null)[]]>([
    ['fr-CA', locales, ['Tacos (FR)', 'Les tacos', 'Maïs']],
    ['es', locales, ['Tacos', null, 'Maíz']],
    ['en', locales, ['Tacos', null, 'Corn']],
    // No language, or one the chain does not speak: the chain's default.
    [undefined, locales, ['Tacos', null, 'Corn']],
    ['de', locales, ['Tacos', null, 'Corn']],
    [undefined, ['fr-CA', 'en'], ['Tacos (FR)', 'Les tacos', 'Maïs']],
    ['en', ['fr-CA', 'en'], ['Tacos', null, 'Corn']],
    // A single-language chain.
    [undefined, undefined, ['Tacos', null, 'Corn']],
  ])('%j on a chain of %j → %j', async (language, chain, want) => {
    const data = await answered(language, chain);
    expect(names(data)).toEqual(want);
    expect(JSON.stringify(data)).not.toContain('translations');
  });

  it('an answer without translations is relayed as it came', async () => {
    const body = '{"stores":[{"name":"A \\"translations\\" store","store_id":1}]}';
    expect(await answered('fr-CA', locales, body)).toEqual(JSON.parse(body));
  });

  it('a translations key spelled with a \\u escape is picked too', async () => {
    const body = JSON.stringify(MENU).replaceAll('"translations"', '"tr\\u0061nslations"');
    expect(names(await answered('es', locales, body))).toEqual(['Tacos', null, 'Maíz']);
  });
});
