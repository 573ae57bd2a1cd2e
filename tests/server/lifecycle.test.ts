/** Health endpoints for balancers and orchestrators (README "Deploying"). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answerHealth, type ServerState } from '../../src/server/lifecycle.ts';

function ask(path: string, state: ServerState, method = 'GET') {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string | undefined } =
    {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      Object.assign(sent, { status, headers });
      return res;
    },
    end(body?: string) {
      sent.body = body;
    },
  };
  const handled = answerHealth(
    { method } as IncomingMessage,
    res as unknown as ServerResponse,
    path,
    state,
  );
  return { handled, ...sent };
}

const up: ServerState = { loaded: true, warmed: true, stopping: false };

describe('answerHealth', () => {
  it.each<[string, ServerState, number, string]>([
    ['/healthz', up, 200, 'ok'],
    ['/healthz', { ...up, stopping: true }, 200, 'ok'],
    ['/readyz', up, 200, 'ready'],
    ['/readyz', { ...up, loaded: false, warmed: false }, 503, 'starting'],
    ['/readyz', { ...up, warmed: false }, 503, 'starting'],
    ['/readyz', { ...up, stopping: true }, 503, 'stopping'],
  ])('%s with %j → %i %s', (path, state, status, word) => {
    const r = ask(path, state);
    expect(r.handled).toBe(true);
    expect(r.status).toBe(status);
    expect((JSON.parse(r.body!) as { status: string }).status).toBe(word);
    expect(r.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('leaves every other path to the storefront', () => {
    expect(ask('/', up).handled).toBe(false);
    expect(ask('/healthz/x', up).handled).toBe(false);
  });

  it('sends no body to HEAD', () => expect(ask('/readyz', up, 'HEAD').body).toBeUndefined());
});
