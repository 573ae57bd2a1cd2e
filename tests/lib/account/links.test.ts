import { describe, expect, it } from 'vitest';
import { externalLinks } from '../../../src/lib/account/links.ts';

// docs/product.md §3 branding external_links[] ({label, url}); only http(s) becomes a link
describe('externalLinks', () => {
  it.each([
    [
      'an https link',
      [{ label: 'Careers', url: 'https://a.example/jobs' }],
      [{ label: 'Careers', url: 'https://a.example/jobs' }],
    ],
    [
      'an http link, trimmed',
      [{ label: ' Blog ', url: ' http://a.example/ ' }],
      [{ label: 'Blog', url: 'http://a.example/' }],
    ],
    ['a javascript: URL', [{ label: 'x', url: 'javascript:alert(1)' }], []],
    ['a data: URL', [{ label: 'x', url: 'data:text/html,hi' }], []],
    ['a relative path', [{ label: 'x', url: '/about' }], []],
    ['a protocol-relative URL', [{ label: 'x', url: '//a.example' }], []],
    ['a mailto: URL', [{ label: 'x', url: 'mailto:a@b.example' }], []],
    ['a missing URL', [{ label: 'x' }], []],
    [
      'an empty label: the host name',
      [{ label: '', url: 'https://a.example/x' }],
      [{ label: 'a.example', url: 'https://a.example/x' }],
    ],
    ['null entries', [null, 3], []],
    ['not a list', { label: 'x', url: 'https://a.example' }, []],
    ['nothing', undefined, []],
  ])('%s', (_name, raw, expected) => {
    expect(externalLinks(raw)).toEqual(expected);
  });
});
