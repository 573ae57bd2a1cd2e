/** The client address reaches the proxy's per-IP limits only from the production server. */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_IP_HEADER,
  CLIENT_PROTO_HEADER,
  markForwardingResolved,
  resolvedForwarding,
} from '../../../src/lib/http/resolved-forwarding.ts';

const headers = new Headers({ [CLIENT_IP_HEADER]: '203.0.113.7', [CLIENT_PROTO_HEADER]: 'https' });

describe('resolvedForwarding', () => {
  it('ignores the headers where no production server removed a client’s copies', () =>
    expect(resolvedForwarding(headers)).toBeUndefined());

  it('reads them once the production server has marked the process', () => {
    markForwardingResolved();
    expect(resolvedForwarding(headers)).toEqual({ ip: '203.0.113.7', https: true });
    expect(resolvedForwarding(new Headers())).toEqual({ ip: undefined, https: false });
  });
});
