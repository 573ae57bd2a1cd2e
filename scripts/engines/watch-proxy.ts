// A loopback proxy in front of the storefront that adds one script to the top of every HTML page:
// it records the page's errors (uncaught errors and rejections, React's recoverable errors such as
// #418, console.error, and error events of <link>, <script> and <img> elements) in sessionStorage,
// so they outlive the page that raised them and any engine (WebDriver classic included, which has
// no way to run a script before the page's own) can read them afterwards.
// The script is a same-origin file, so the page's Content-Security-Policy allows it unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const WATCH_PATH = '/__engines/watch.js';
export const ERRORS_KEY = '__engineErrors';

/** Runs in the page, before any of its own scripts. */
function watch(key: string): void {
  // Loads still in flight when the page is left are cancelled, and Firefox reports them as error
  // events and a failed dynamic import in the page being left, which no guest sees: nothing is
  // recorded from the moment the page starts to go until it shows again (the back-forward cache).
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const push = (message: string) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(`${location.pathname}: ${message}`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage refused (private mode): nothing to record into.
    }
  };
  addEventListener(
    'error',
    (e) => {
      const t = e.target as (Element & { href?: string; src?: string; rel?: string }) | null;
      if (t && 'tagName' in t) {
        const rel = t.rel ? ` rel=${t.rel}` : '';
        push(`error event on <${t.tagName.toLowerCase()}${rel}> ${t.href ?? t.src ?? ''}`);
      } else push(`${e.message || String(e.error as string)}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (e) => {
    const reason: unknown = e.reason;
    push(
      `unhandled rejection: ${reason instanceof Error ? reason.message : JSON.stringify(reason)}`,
    );
  });
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    push(
      `console.error: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`,
    );
    original(...args);
  };
}

const WATCH_JS = `(${watch.toString()})(${JSON.stringify(ERRORS_KEY)});`;
const TAG = `<script src="${WATCH_PATH}"></script>`;

/** Starts the proxy on a free loopback port; every request goes on to `target` unchanged. */
export async function startWatchProxy(
  target: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === WATCH_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(WATCH_JS);
      return;
    }
    // Uncompressed, so the HTML can be edited; loopback makes the size irrelevant.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1>${TAG}`);
          const out = { ...up.headers };
          delete out['content-length'];
          delete out['etag'];
          res.writeHead(up.statusCode ?? 502, out);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
