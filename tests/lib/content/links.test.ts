import { describe, expect, it } from 'vitest';
import { hubLinks } from '../../../src/lib/content/links.ts';

// docs/product.md §3 branding links[]: shown on the content hub when they lead somewhere safe.
describe('hubLinks', () => {
  it.each<[string, unknown, unknown[]]>([
    ['no links', undefined, []],
    ['not a list', { label: 'x', url: '/' }, []],
    [
      'a site path',
      [{ label: 'Menu', url: '/menu' }],
      [{ label: 'Menu', href: '/menu', external: false, current: false }],
    ],
    [
      'the hub itself is the current page',
      [{ label: 'Our story', url: '/content-hub' }],
      [{ label: 'Our story', href: '/content-hub', external: false, current: true }],
    ],
    [
      'the hub with a trailing slash or an anchor',
      [
        { label: 'A', url: '/content-hub/' },
        { label: 'B', url: '/content-hub#news' },
      ],
      [
        { label: 'A', href: '/content-hub/', external: false, current: true },
        { label: 'B', href: '/content-hub#news', external: false, current: true },
      ],
    ],
    [
      'another site opens in a new tab',
      [{ label: 'Careers', url: ' https://a.example/jobs ' }],
      [{ label: 'Careers', href: 'https://a.example/jobs', external: true, current: false }],
    ],
    [
      'an unlabelled link shows its address',
      [{ url: '/gift' }],
      [{ label: '/gift', href: '/gift', external: false, current: false }],
    ],
    [
      'unsafe or broken links are dropped',
      [
        { label: 'x', url: 'javascript:alert(1)' },
        { label: 'y' },
        null,
        { label: 'z', url: '//evil.example' },
      ],
      [],
    ],
  ])('%s', (_n, raw, expected) => {
    expect(hubLinks(raw)).toEqual(expected);
  });
});
