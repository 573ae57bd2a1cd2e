import { describe, expect, it } from 'vitest';
import { hostName, hostTable, tenantForHost } from '../../src/lib/hosts.ts';

const table = hostTable([
  { id: 'burger', hosts: ['localhost', '127.0.0.1', 'Order.Burger.example'] },
  { id: 'sushi', hosts: [] },
]);

describe('tenantForHost', () => {
  it.each([
    ['burger.localhost:4321', 'burger'],
    ['sushi.localhost:4321', 'sushi'],
    ['sushi.localhost', 'sushi'],
    ['SUSHI.LOCALHOST:4321', 'sushi'],
    ['sushi.localhost.:4321', 'sushi'],
    ['localhost:4321', 'burger'],
    ['127.0.0.1:4321', 'burger'],
    ['order.burger.example', 'burger'],
    ['taco.localhost:4321', undefined],
    ['evil.example', undefined],
    ['sushi.localhost.evil.example', undefined],
    ['', undefined],
    [undefined, undefined],
    ['bad host!', undefined],
  ])('%s → %s', (host, id) => {
    expect(tenantForHost(table, host)).toBe(id);
  });
});

describe('hostTable', () => {
  it('refuses a host claimed twice', () => {
    expect(() =>
      hostTable([
        { id: 'a', hosts: ['x.example'] },
        { id: 'b', hosts: ['X.example'] },
      ]),
    ).toThrow(/claimed by tenants 'a' and 'b'/);
  });
  it('refuses a tenant claiming another tenant’s localhost name', () => {
    expect(() =>
      hostTable([
        { id: 'a', hosts: [] },
        { id: 'b', hosts: ['a.localhost'] },
      ]),
    ).toThrow(/a\.localhost/);
  });
});

describe('hostName', () => {
  it.each([
    ['[::1]:4321', '[::1]'],
    ['Example.COM:80', 'example.com'],
  ])('%s → %s', (h, name) => {
    expect(hostName(h)).toBe(name);
  });
});
