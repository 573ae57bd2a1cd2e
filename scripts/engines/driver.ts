// What the journeys need from a browser, over three transports: Playwright (Chromium over CDP),
// WebDriver BiDi (Firefox's own endpoint) and classic W3C WebDriver (WebKitGTK's WebKitWebDriver,
// which offers no BiDi). Elements are found in the page by role and accessible name
// (page-finder.ts), marked, then acted on through the transport, so clicks and typing are the
// engine's own trusted input.
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
      body: body === undefined ? null : JSON.stringify(body),
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
    const found = (await send('POST', `${s}/element`, {
      using: 'css selector',
      value: css,
    })) as Json;
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
    // WebDriver scrolls an element only to the viewport's edge, under a sticky bar: centre it first.
    click: (css) =>
      retry(async () => {
        const id = await element(css);
        const centre = (sel: string) =>
          document.querySelector(sel)?.scrollIntoView({ block: 'center', inline: 'center' });
        await send('POST', `${s}/execute/sync`, { script: `${call(centre, [css])};`, args: [] });
        await send('POST', `${s}/element/${id}/click`, {});
      }),
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

/** Where the element's centre is, once scrolled into view; undefined when another element covers it. */
function target(css: string): [number, number] | undefined {
  const el = document.querySelector(css);
  if (!el) throw new Error(`no element ${css}`);
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  return hit && (hit === el || el.contains(hit)) ? [x, y] : undefined;
}

/**
 * A WebDriver BiDi connection (Firefox's own, on the WebSocket it prints at start): the commands the
 * journeys use, each tab in a user context of its own so no state passes between them.
 */
export async function bidiBrowser(url: string): Promise<{
  open: (size: { width: number; height: number }) => Promise<Driver>;
  end: () => void;
}> {
  const ws = new WebSocket(`${url}/session`);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, { resolve: (v: Json) => void; reject: (e: Error) => void }>();
  ws.onmessage = (event) => {
    const msg = JSON.parse(String(event.data)) as Json & { id?: number; result?: Json };
    const w = msg.id === undefined ? undefined : waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id!);
    if (msg.type === 'error') w.reject(new Error(`${String(msg.error)}: ${String(msg.message)}`));
    else w.resolve(msg.result ?? {});
  };
  const send = (method: string, params: Json) =>
    new Promise<Json>((resolve, reject) => {
      waiting.set(++id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('session.new', { capabilities: {} });
  return {
    end: () => ws.close(),
    open: async (viewport) => {
      const { userContext } = await send('browser.createUserContext', {});
      const { context } = await send('browsingContext.create', { type: 'tab', userContext });
      await send('browsingContext.setViewport', { context, viewport });
      const evaluate = async (expression: string): Promise<unknown> => {
        const res = (await send('script.evaluate', {
          expression: `(async () => JSON.stringify(await ${expression}))()`,
          target: { context },
          awaitPromise: true,
        })) as { type: string; result?: { value?: string }; exceptionDetails?: { text: string } };
        if (res.type === 'exception') throw new Error(res.exceptionDetails?.text);
        const value = res.result?.value;
        return value === undefined ? undefined : JSON.parse(value);
      };
      const at = async (css: string) => {
        const point = (await evaluate(call(target, [css]))) as [number, number] | undefined;
        if (!point) throw new Error(`${css} is covered by another element`);
        return point.map(Math.round) as [number, number];
      };
      const pointer = (x: number, y: number) =>
        send('input.performActions', {
          context,
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              actions: [
                { type: 'pointerMove', x, y },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        });
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
        goto: async (url) =>
          void (await send('browsingContext.navigate', { context, url, wait: 'complete' })),
        run: (fn, ...args) => evaluate(call(fn, args)) as never,
        click: (css) => retry(async () => pointer(...(await at(css)))),
        type: (css, text) =>
          retry(async () => {
            await pointer(...(await at(css)));
            await evaluate(
              call(
                (sel: string) => (document.querySelector(sel) as HTMLInputElement).select(),
                [css],
              ),
            );
            const keys = ['\uE003', ...text].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]);
            await send('input.performActions', {
              context,
              actions: [{ type: 'key', id: 'keyboard', actions: keys }],
            });
          }),
        setSize: async (width, height) =>
          void (await send('browsingContext.setViewport', {
            context,
            viewport: { width, height },
          })),
        close: async () => {
          await send('browsingContext.close', { context });
          await send('browser.removeUserContext', { userContext });
        },
      };
    },
  };
}
