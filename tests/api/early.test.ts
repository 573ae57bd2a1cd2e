/**
 * Early calls (docs/architecture.md §4, "Theme"): the inline script a shell writes sends the
 * request callApi would, and its answer is taken once.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROXY_PATH, proxyRequest } from '../../src/api/client.ts';
import {
  EARLY_QUOTE_ORDER,
  EARLY_QUOTE_STORE,
  EARLY_THEME,
  earlyKey,
  takeEarly,
} from '../../src/api/early.ts';
import { earlyCallScript } from '../../src/layouts/early-script.ts';
import * as calls from '../../src/generated/api-calls.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** What the page around the script holds: its address's query and its localStorage. */
interface Page {
  search?: string;
  storage?: Record<string, string>;
}

/** Runs the inline script as the page would, with this fetch; returns what it asked and left. */
function runScript(
  script: string,
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  page: Page = {},
) {
  const sent: [string, RequestInit][] = [];
  const window: Record<string, unknown> = {};
  window.window = window;
  window.URLSearchParams = URLSearchParams;
  window.location = { search: page.search ?? '' };
  window.localStorage = { getItem: (key: string) => page.storage?.[key] ?? null };
  window.fetch = (url: string, init: RequestInit) => {
    sent.push([url, init]);
    return fetch(url, init);
  };
  runInNewContext(script, window);
  // The page's window is the module's globalThis.
  vi.stubGlobal('__sfEarly', window.__sfEarly);
  return { sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('earlyCallScript', () => {
  it('sends the very request callApi would send', () => {
    const { sent } = runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
      Promise.resolve(answer(200, { data: {} })),
    );
    expect(sent).toHaveLength(1);
    const [url, init] = sent[0]!;
    expect(url).toBe(PROXY_PATH);
    expect(init).toEqual(JSON.parse(JSON.stringify(proxyRequest(calls.siteTheme))));
  });

  it('fills path parameters and payloads as callApi does, and cannot close its script element', () => {
    const script = earlyCallScript('store', calls.store, {
      params: { storeId: 401 },
      payload: { note: '</script><script>alert(1)</script>' } as never,
    });
    expect(script).not.toContain('</script');
    const { sent } = runScript(script, () => Promise.resolve(answer(200, { data: {} })));
    expect(JSON.parse(sent[0]![1].body as string)).toEqual({
      method: 'GET',
      path: '/stores/401',
      payload: { note: '</script><script>alert(1)</script>' },
    });
  });

  it('keeps a failed call from counting as unhandled, and leaves the failure to its reader', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
        Promise.reject(new TypeError('Failed to fetch')),
      );
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeEarly(EARLY_THEME)).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('earlyCallScript with parameters read as the page runs', () => {
  const orderScript = () =>
    earlyCallScript(EARLY_QUOTE_ORDER, calls.getOrder, {}, { orderId: { query: 'order' } });
  const storeScript = () =>
    earlyCallScript(
      EARLY_QUOTE_STORE,
      calls.store,
      { payload: {} },
      {
        storeId: { stored: 'selectedStoreId' },
      },
    );
  const ok = () => Promise.resolve(answer(200, { data: {} }));

  it.each([
    ['the address names the order', '?order=42', 42],
    ['among other parameters', '?utm_source=mail&order=1042', 1042],
    ['written with leading zeros: the id callApi would send', '?order=007', 7],
  ])('%s: the request callApi would send, kept under the id', (_name, search, id) => {
    const { sent } = runScript(orderScript(), ok, { search });
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]).toEqual(
      JSON.parse(JSON.stringify(proxyRequest(calls.getOrder, { params: { orderId: id } }))),
    );
    expect(takeEarly(earlyKey(EARLY_QUOTE_ORDER, [id]))).toBeDefined();
  });

  it.each([
    ['no order parameter', ''],
    ['an empty one', '?order='],
    ['not a number', '?order=abc'],
    ['zero', '?order=0'],
    ['negative', '?order=-4'],
    ['a fraction', '?order=4.5'],
    ['a path in disguise', '?order=4%2F..%2Fcustomers'],
    ['longer than an id', '?order=1234567890123'],
  ])('%s: no call, the page asks as it always would', (_name, search) => {
    const { sent } = runScript(orderScript(), ok, { search });
    expect(sent).toEqual([]);
  });

  it('reads a stored id as the storefront keeps it (JSON), with the payload callApi sends', () => {
    const { sent } = runScript(storeScript(), ok, { storage: { selectedStoreId: '401' } });
    expect(sent[0]![1]).toEqual(
      JSON.parse(
        JSON.stringify(proxyRequest(calls.store, { params: { storeId: 401 }, payload: {} })),
      ),
    );
    expect(takeEarly(earlyKey(EARLY_QUOTE_STORE, [402]))).toBeUndefined();
    expect(takeEarly(earlyKey(EARLY_QUOTE_STORE, [401]))).toBeDefined();
  });

  it.each([
    ['nothing stored', undefined],
    ['a corrupted value', '{"store":'],
    ['a string, not an id', '"401"'],
  ])('%s: no call', (_name, stored) => {
    const storage: Record<string, string> = stored === undefined ? {} : { selectedStoreId: stored };
    expect(runScript(storeScript(), ok, { storage }).sent).toEqual([]);
  });

  it('storage the browser refuses: no call, and nothing thrown into the page', () => {
    const script = storeScript();
    const window: Record<string, unknown> = { fetch: vi.fn() };
    window.window = window;
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => runInNewContext(script, window)).not.toThrow();
    expect(window.fetch).not.toHaveBeenCalled();
  });
});

describe('takeEarly', () => {
  it('hands the answer over once; a second reader finds nothing and asks itself', async () => {
    runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
      Promise.resolve(answer(200, { data: { data: { title: 'Early' } } })),
    );
    const first = takeEarly(EARLY_THEME);
    expect(await (await first!).json()).toEqual({ data: { data: { title: 'Early' } } });
    expect(takeEarly(EARLY_THEME)).toBeUndefined();
  });

  it('finds nothing on a page without the script', () => {
    expect(takeEarly(EARLY_THEME)).toBeUndefined();
  });
});
