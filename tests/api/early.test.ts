/**
 * Early calls (docs/architecture.md §8, "Largest paint"): the inline script a shell writes sends the
 * request callApi would, and callApi takes its answer over once instead of asking again.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, PROXY_PATH, proxyRequest } from '../../src/api/client.ts';
import { EARLY_THEME, takeEarly } from '../../src/api/early.ts';
import { earlyCallScript } from '../../src/api/early-script.ts';
import { ApiError } from '../../src/api/errors.ts';
import * as calls from '../../src/generated/api-calls.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Runs the inline script as the page would, with this fetch; returns what it asked and left. */
function runScript(script: string, fetch: (url: string, init: RequestInit) => Promise<Response>) {
  const sent: [string, RequestInit][] = [];
  const window: Record<string, unknown> = {};
  window.window = window;
  window.fetch = (url: string, init: RequestInit) => {
    sent.push([url, init]);
    return fetch(url, init);
  };
  runInNewContext(script, window);
  return { sent, window };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__sfEarly;
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

  it('keeps a failed call from counting as unhandled, and leaves the failure to callApi', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { window } = runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
        Promise.reject(new TypeError('Failed to fetch')),
      );
      vi.stubGlobal('__sfEarly', window.__sfEarly);
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      const failed = callApi(calls.siteTheme, { early: takeEarly(EARLY_THEME) });
      await expect(failed).rejects.toBeInstanceOf(ApiError);
      await expect(failed).rejects.toMatchObject({ code: 'network' });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('takeEarly with callApi', () => {
  it('reads the early answer once; a second call asks the proxy itself', async () => {
    const { window } = runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
      Promise.resolve(answer(200, { data: { data: { title: 'Early' } } })),
    );
    vi.stubGlobal('__sfEarly', window.__sfEarly);
    const fetch = vi.fn(() => Promise.resolve(answer(200, { data: { data: { title: 'Later' } } })));
    vi.stubGlobal('fetch', fetch);
    const first = await callApi(calls.siteTheme, { early: takeEarly(EARLY_THEME) });
    expect(first).toEqual({ data: { title: 'Early' } });
    expect(fetch).not.toHaveBeenCalled();
    const second = await callApi(calls.siteTheme, { early: takeEarly(EARLY_THEME) });
    expect(second).toEqual({ data: { title: 'Later' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports an early answer’s error status as callApi would its own', async () => {
    const { window } = runScript(earlyCallScript(EARLY_THEME, calls.siteTheme), () =>
      Promise.resolve(answer(503, { error: { code: 'upstream', message: 'Try again' } })),
    );
    vi.stubGlobal('__sfEarly', window.__sfEarly);
    await expect(callApi(calls.siteTheme, { early: takeEarly(EARLY_THEME) })).rejects.toMatchObject(
      { status: 503, code: 'upstream', message: 'Try again' },
    );
  });

  it('finds nothing on a page without the script', () => {
    expect(takeEarly(EARLY_THEME)).toBeUndefined();
  });
});
