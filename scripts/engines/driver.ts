// What the journeys need from a browser, over two transports: Playwright (Chromium over CDP,
// Firefox over WebDriver BiDi) and plain W3C WebDriver (WebKitGTK's WebKitWebDriver, which offers
// no BiDi). Elements are found in the page by role and accessible name (page-finder.ts), marked,
// then acted on through the transport, so clicks and typing are the engine's own trusted input.
import type { Page } from '@playwright/test';

export interface Driver {
  goto(url: string): Promise<void>;
  /** Runs `fn` (self-contained: it is sent as source) in the page with JSON arguments. */
  run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  click(css: string): Promise<void>;
  type(css: string, text: string): Promise<void>;
  setSize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

const call = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `(${fn.toString()})(...${JSON.stringify(args)})`;

export function playwrightDriver(page: Page, close: () => Promise<void>): Driver {
  return {
    goto: async (url) => void (await page.goto(url)),
    run: (fn, ...args) => page.evaluate(call(fn, args)),
    click: (css) => page.locator(css).click({ timeout: 10_000 }),
    type: (css, text) => page.locator(css).fill(text, { timeout: 10_000 }),
    setSize: (width, height) => page.setViewportSize({ width, height }),
    close,
  };
}

type Json = Record<string, unknown>;

/** A W3C WebDriver (classic) session over HTTP: the few commands the journeys use. */
export async function webDriverSession(
  base: string,
  capabilities: Json,
  close: () => Promise<void>,
): Promise<Driver> {
  const send = async (method: string, path: string, body?: Json): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: { error?: string; message?: string } & Json };
    if (!res.ok) throw new Error(`${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  const session = (await send('POST', '/session', {
    capabilities: { alwaysMatch: capabilities },
  })) as { sessionId: string };
  const s = `/session/${session.sessionId}`;
  const element = async (css: string) => {
    const found = (await send('POST', `${s}/element`, { using: 'css selector', value: css })) as Json;
    return String(Object.values(found)[0]);
  };
  // Classic WebDriver refuses a click that another element would take (a toast, a closing sheet):
  // tried again until the page settles, as Playwright's actionability checks do.
  const retry = async (action: () => Promise<unknown>) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await action();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  return {
    goto: async (url) => void (await send('POST', `${s}/url`, { url })),
    run: async (fn, ...args) =>
      (await send('POST', `${s}/execute/sync`, {
        script: `return ${call(fn, args)};`,
        args: [],
      })) as never,
    click: (css) =>
      retry(async () => send('POST', `${s}/element/${await element(css)}/click`, {})),
    type: (css, text) =>
      retry(async () => {
        const id = await element(css);
        await send('POST', `${s}/element/${id}/clear`, {});
        await send('POST', `${s}/element/${id}/value`, { text });
      }),
    setSize: async (width, height) =>
      void (await send('POST', `${s}/window/rect`, { width, height })),
    close: async () => {
      await send('DELETE', s).catch(() => undefined);
      await close();
    },
  };
}
