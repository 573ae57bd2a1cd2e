import type { ServerResponse } from 'node:http';

type Handler = (next: () => void) => unknown;

/**
 * Lets `handler` answer with `res`, unless it passes (calls next) or fails with a 5xx: then
 * `fallback` answers instead, and nothing of the failed answer reaches the client. For pages
 * rendered on demand that have a prerendered twin to fall back on (Home, DESIGN §8).
 */
export function answerOrFallback(
  res: ServerResponse,
  handler: Handler,
  fallback: () => void,
): void {
  // Bound, since they are called on their own; they may already be compression's replacements.
  const original = {
    writeHead: res.writeHead.bind(res),
    write: res.write.bind(res),
    end: res.end.bind(res),
  };
  let failed = false;
  let settled = false;
  const restore = () => Object.assign(res, original);
  const failing = () => failed || (!res.headersSent && res.statusCode >= 500);
  const giveUp = () => {
    if (settled) return;
    settled = true;
    restore();
    res.statusCode = 200;
    res.statusMessage = '';
    fallback();
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status >= 500) {
      failed = true;
      return this;
    }
    return (original.writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...rest);
  };
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (failing()) {
      failed = true;
      return true;
    }
    return (original.write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (failing()) {
      giveUp();
      return this;
    }
    settled = true;
    restore();
    return (original.end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];

  Promise.resolve()
    .then(() => handler(giveUp))
    .catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) giveUp();
    });
}
