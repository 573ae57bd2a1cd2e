// docs/architecture.md §6 (beyond the spec): a production tenant's API base never points into the
// server's own machine or network.
import { describe, expect, it } from 'vitest';
import { addressKind, type AddressKind } from '../../../src/lib/tenants/address.ts';

const hostOf = (url: string) => new URL(url).hostname;

describe('addressKind', () => {
  it.each<[string, AddressKind]>([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['localhost', 'loopback'],
    ['LOCALHOST', 'loopback'],
    ['api.localhost', 'loopback'],
    ['localhost.', 'loopback'],
    ['[::1]', 'loopback'],
    ['::1', 'loopback'],
    ['[0:0:0:0:0:0:0:1]', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['[fc00::1]', 'private'],
    ['[fd12:3456::9]', 'private'],
    ['[::ffff:10.1.2.3]', 'private'],
    ['169.254.169.254', 'link-local'],
    ['[fe80::1]', 'link-local'],
    ['[febf::1]', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['[::]', 'unspecified'],
    ['172.15.0.1', 'public'],
    ['172.32.0.1', 'public'],
    ['192.169.0.1', 'public'],
    ['169.253.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['[2001:db8::1]', 'public'],
    ['[fec0::1]', 'public'],
    ['api.example.com', 'public'],
    ['localhost.example.com', 'public'],
    ['10.0.0.5.example.com', 'public'],
    ['300.1.1.1', 'public'],
  ])('%s → %s', (host, kind) => {
    expect(addressKind(host)).toBe(kind);
  });

  // The URL parser normalises other spellings of an address; the classification sees the result.
  it.each<[string, AddressKind]>([
    ['http://0x7f.1/', 'loopback'],
    ['http://2130706433/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'link-local'],
    ['http://0/', 'unspecified'],
  ])('%s → %s', (url, kind) => {
    expect(addressKind(hostOf(url))).toBe(kind);
  });
});
