import { describe, expect, it } from 'vitest';
import type { ContentEntry, Tenant } from '../../../src/generated/tenant';
import { checkContent } from '../../../src/lib/tenants/content.ts';

const base: Tenant = {
  id: 'x',
  name: 'X',
  hosts: [],
  api_base: 'sandbox',
  admin_dashboard_url: 'https://a.example/',
};
const entry = (id: string, extra: Partial<ContentEntry> = {}): ContentEntry => ({
  id,
  kind: 'news',
  title: 'T',
  text: 'Text',
  date: '2026-11-02',
  image: { src: '/content/a.svg', alt: '', width: 640, height: 360 },
  ...extra,
});
const report = (content: ContentEntry[], exists: (p: string) => boolean = () => true) => {
  const r = checkContent({ ...base, content }, exists);
  const line = (i: { path: string; message: string; hint: string }) =>
    `${i.path}: ${i.message}; ${i.hint}`;
  return { errors: r.errors.map(line), warnings: r.warnings.map(line) };
};

// The validator checks the content hub's entries beyond what the schema states.
describe('checkContent', () => {
  it('has nothing to say about a tenant without content, or with good content', () => {
    expect(checkContent(base, () => false)).toEqual({ errors: [], warnings: [] });
    expect(report([entry('a', { order_now: true }), entry('b')])).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it.each<[string, ContentEntry[], string[]]>([
    [
      'a repeated id',
      [entry('a'), entry('b'), entry('a')],
      ["content[2].id: 'a' is used by content[0] too; give each entry its own id"],
    ],
    [
      'a link and Order now at once',
      [entry('a', { order_now: true, link: { label: 'Read', url: '/a' } })],
      ['content[0]: has both a link and order_now; keep one: an entry offers at most one action'],
    ],
  ])('refuses %s', (_n, content, errors) => {
    expect(report(content).errors).toEqual(errors);
  });

  it.each<[string, ContentEntry[], (p: string) => boolean, string[]]>([
    [
      'a local picture that does not exist',
      [entry('a', { image: { src: '/content/missing.svg', alt: '', width: 1, height: 1 } })],
      (p) => p !== '/content/missing.svg',
      [
        "content[0].image.src: '/content/missing.svg' does not exist; add public/t/x/content/missing.svg (or public/content/missing.svg), or fix the path",
      ],
    ],
    [
      'nothing about a remote picture',
      [entry('a', { image: { src: 'https://cdn.example/a.jpg', alt: '', width: 1, height: 1 } })],
      () => false,
      [],
    ],
    [
      'a date before 2000',
      [entry('a', { date: '1926-11-02' })],
      () => true,
      ["content[0].date: '1926-11-02' is before 2000-01-01; check the year"],
    ],
  ])('warns about %s', (_n, content, exists, warnings) => {
    expect(report(content, exists)).toEqual({ errors: [], warnings });
  });
});
