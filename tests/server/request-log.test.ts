/** Logs carry a request id and never a secret (issue: structured logs; docs/architecture.md §6). */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { logPath, requestIdFrom } from '../../src/server/request-log.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it.each([
    ['lb-7f3a:42', 'lb-7f3a:42'],
    ['Root=1-67891233-abcdef012345678912345678', 'Root=1-67891233-abcdef012345678912345678'],
    [['first', 'second'], 'first'],
  ])('keeps a well-formed %j', (incoming, kept) => expect(requestIdFrom(incoming)).toBe(kept));

  it.each([undefined, '', 'x\n{"level":60}', 'a b', 'é', 'x'.repeat(129)])(
    'makes a new one for %j',
    (incoming) => expect(requestIdFrom(incoming)).toMatch(UUID),
  );
});

describe('logPath', () => {
  it.each([
    ['/password_reset?token=abc', '/password_reset'],
    ['/login/callback?code=xyz&state=1', '/login/callback'],
    ['/menu/101#top', '/menu/101'],
    ['/__sandbox/pay/tok_AbCdEfGhIjKlMnOpQrStUvWx', '/__sandbox/pay/:token'],
    ['/_astro/client.CxYz12abQrStUvWxYz0123.js', '/_astro/client.CxYz12abQrStUvWxYz0123.js'],
    [undefined, '/'],
    ['?only=query', '/'],
  ])('%s → %s', (url, shown) => expect(logPath(url)).toBe(shown));
});

describe('createLogger', () => {
  function capture(level?: string) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: createLogger(level, sink), lines };
  }

  it('writes one JSON line with the fields given', () => {
    const { log, lines } = capture('info');
    log.info({ reqId: 'r1', method: 'GET', path: '/', status: 200, ms: 3 }, 'request');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      reqId: 'r1',
      status: 200,
      msg: 'request',
    });
  });

  it('removes cookies, authorization, passwords and card fields wherever they sit', () => {
    const { log, lines } = capture('info');
    log.info({
      cookie: 'sf_session=abc',
      headers: { authorization: 'Basic xyz', 'set-cookie': ['a=b'] },
      payload: { password: 'Demo1234!', card: { number: '4242424242424242', cvc: '123' } },
    });
    const line = lines.join('');
    for (const secret of [
      'sf_session=abc',
      'Basic xyz',
      'a=b',
      'Demo1234!',
      '4242424242424242',
      '"123"',
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it.each([
    ['silent', 0],
    ['warn', 0],
    ['debug', 1],
    [undefined, 1],
    ['nonsense', 1],
  ])('LOG_LEVEL=%s logs %i info lines', (level, count) => {
    const { log, lines } = capture(level);
    log.info('hello');
    expect(lines).toHaveLength(count);
  });
});
