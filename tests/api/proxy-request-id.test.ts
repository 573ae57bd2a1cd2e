/** One request id across the storefront's and the tenant API's logs (docs/deploying.md). */
import { describe, expect, it } from 'vitest';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';

const tenant = { id: 'burger', apiBase: 'https://api.chain.example/v2/' };

async function forwarded(requestId?: string): Promise<string | undefined> {
  let sent: Record<string, string> = {};
  const upstream: Upstream = (_url, init) => {
    sent = init.headers;
    return Promise.resolve({
      status: 200,
      setCookies: [],
      contentType: 'application/json',
      body: '{"ok":true}',
    });
  };
  const request = new Request('http://burger.localhost:4321/api/proxy', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-storefront': '1',
      host: 'burger.localhost:4321',
      ...(requestId === undefined ? {} : { 'x-request-id': requestId }),
    },
    body: JSON.stringify({ method: 'GET', path: '/stores', payload: {} }),
  });
  const res = await handleProxy(request, { tenant, upstream, timeoutMs: 1000 });
  expect(res.status).toBe(200);
  return sent['x-request-id'];
}

describe('the proxy passes the request id on to the tenant API', () => {
  it.each<[string | undefined, string | undefined]>([
    ['lb-7f3a:42', 'lb-7f3a:42'],
    ['2f1c6a0e-97a4-4c33-9f36-2d8e0b6c1a55', '2f1c6a0e-97a4-4c33-9f36-2d8e0b6c1a55'],
    [undefined, undefined],
    ['bad id with spaces', undefined],
  ])('%j → %j', async (incoming, sent) => expect(await forwarded(incoming)).toBe(sent));
});
