/**
 * Early calls (docs/architecture.md §4, "Theme"): the inline script a shell writes sends the
 * request callApi would, and its answer is taken once.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROXY_PATH, proxyRequest } from '../../src/api/client.ts';
import { EARLY_THEME, takeEarly } from '../../src/layouts/early.ts';
import { earlyCallScript } from '../../src/layouts/early-script.ts';
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
