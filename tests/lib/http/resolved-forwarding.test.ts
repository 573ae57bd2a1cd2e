/** The client address reaches the proxy's per-IP limits only from the production server. */
import { describe, expect, it } from 'vitest';
import { resolvedForwarding } from '../../../src/lib/http/resolved-forwarding.ts';

describe('resolvedForwarding', () => {
  it('is undefined where no production server passed locals (astro dev, tests)', () => {
    expect(resolvedForwarding(undefined)).toBeUndefined();
    expect(resolvedForwarding({})).toBeUndefined();
  });

  it('reads what the production server resolved', () => {
    expect(resolvedForwarding({ forwarding: { ip: '203.0.113.7', https: true } })).toEqual({
      ip: '203.0.113.7',
      https: true,
    });
    expect(resolvedForwarding({ forwarding: { ip: undefined, https: false } })).toEqual({
      ip: undefined,
      https: false,
    });
  });
});
