import type { Server } from 'node:net';

/** Without a connection for this long, the listener is closed anyway. */
export const QUIET_CLOSE_MS = 100;

/**
 * Closes a listening server at a moment its accept queue is empty, and calls `onClosed` once every
 * connection has ended. Closing a listening socket resets each connection the kernel has completed
 * but the server has not yet accepted: a balancer without health checks (open-source nginx) has
 * already sent its request down it, gets a reset, and will not resend a POST. Closed from a timer,
 * that is whatever arrived during the loop's last turn, milliseconds on a busy instance. Closed
 * right after an accept (the 'connection' event), or after `quietMs` without one in the check
 * phase that follows the accepts, it is microseconds.
 */
export function closeListener(
  server: Server,
  onClosed: () => void,
  { quietMs = QUIET_CLOSE_MS } = {},
): void {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(quiet);
    server.off('connection', close);
    server.close(() => onClosed());
  };
  server.on('connection', close);
  const quiet = setTimeout(() => setImmediate(close), quietMs);
}
