/**
 * Closing the listener when its accept queue is empty (docs/deploying.md, "SIGTERM drains in three
 * steps"): a real http.Server on loopback and raw client sockets.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeListener } from '../../src/server/connections.ts';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  if (server?.listening) server.close();
  server = undefined;
});

async function start() {
  server = createServer((_req, res) => {
    res.setHeader('Connection', 'close');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends one request on a new connection: the answer, or the connection's error code. */
function ask(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8').on('data', (d: string) => (text += d));
    socket.on('connect', () =>
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'),
    );
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    socket.on('close', () => resolve(text));
  });
}

describe('closeListener', () => {
  it('closes right after the next accept, and answers the connection it accepted', async () => {
    const port = await start();
    let closed = false;
    // A quiet period longer than any test: only the accept may close it.
    closeListener(server!, () => (closed = true), { quietMs: 3_600_000 });
    expect(server!.listening).toBe(true);
    const answer = await ask(port);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer.endsWith('ok')).toBe(true);
    expect(server!.listening).toBe(false);
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 10_000 });
    expect(await ask(port)).toBe('ECONNREFUSED');
  });

  it('closes after the quiet period when no connection comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    try {
      await start();
      let closed = false;
      closeListener(server!, () => (closed = true), { quietMs: 100 });
      await vi.advanceTimersByTimeAsync(99);
      expect(server!.listening).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      // Then in the check phase after the loop's accepts (a setImmediate).
      await vi.runAllTimersAsync();
      expect(server!.listening).toBe(false);
      vi.useRealTimers();
      await vi.waitFor(() => expect(closed).toBe(true), { timeout: 10_000 });
    } finally {
      vi.useRealTimers();
    }
  });
});
