import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '../../../src/generated/tenant';
import { emptyHubMessage, hubEntries, sortNewestFirst } from '../../../src/lib/content/entries.ts';

const image = { src: '/content/a.svg', alt: 'A', width: 640, height: 360 };
const entry = (id: string, date: string, extra: Partial<ContentEntry> = {}): ContentEntry => ({
  id,
  kind: 'news',
  title: `Title ${id}`,
  text: `Text ${id}`,
  date,
  image,
  ...extra,
});

// docs/product.md §2.1 /content-hub: newest first; the same day keeps the file's order.
describe('sortNewestFirst', () => {
  it.each([
    ['already newest first', ['2026-11-20', '2026-11-02'], ['2026-11-20', '2026-11-02']],
    [
      'oldest first',
      ['2025-01-01', '2026-03-04', '2026-01-02'],
      ['2026-03-04', '2026-01-02', '2025-01-01'],
    ],
    ['across a year', ['2025-12-31', '2026-01-01'], ['2026-01-01', '2025-12-31']],
    ['a date that does not parse goes last', ['soon', '2026-01-01'], ['2026-01-01', 'soon']],
    ['none', [], []],
  ])('%s', (_n, dates, expected) => {
    expect(sortNewestFirst(dates.map((date) => ({ date }))).map((e) => e.date)).toEqual(expected);
  });

  it('keeps the file order of entries of the same day', () => {
    const list = [entry('a', '2026-11-01'), entry('b', '2026-11-05'), entry('c', '2026-11-01')];
    expect(sortNewestFirst(list).map((e) => e.id)).toEqual(['b', 'a', 'c']);
  });

  it('leaves its input alone', () => {
    const list = [entry('a', '2026-01-01'), entry('b', '2026-02-01')];
    sortNewestFirst(list);
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('hubEntries', () => {
  it('has nothing for a chain without content', () => {
    expect(hubEntries(undefined)).toEqual([]);
    expect(hubEntries([])).toEqual([]);
  });

  it('shows the date as docs/product.md §9 "MMM D, YYYY" and the kind in words', () => {
    const [e] = hubEntries([entry('a', '2026-11-02', { kind: 'promotion' })]);
    expect(e).toMatchObject({
      date: '2026-11-02',
      dateLabel: 'Nov 2, 2026',
      kindLabel: 'Promotion',
    });
  });

  it.each<[string, Partial<ContentEntry>, unknown]>([
    ['no action', {}, undefined],
    ['Order now', { order_now: true }, { type: 'order', label: 'Order now' }],
    ['order_now false', { order_now: false }, undefined],
    [
      'a site link',
      { link: { label: 'See your rewards', url: '/account/rewards' } },
      { type: 'link', label: 'See your rewards', href: '/account/rewards', external: false },
    ],
    [
      'an outside link, opened in a new tab',
      { link: { label: 'Read', url: 'https://a.example/story' } },
      { type: 'link', label: 'Read', href: 'https://a.example/story', external: true },
    ],
    [
      'a link that is not https or a site path',
      { link: { label: 'x', url: 'javascript:alert(1)' } },
      undefined,
    ],
    [
      'both (refused by the validator): the link wins',
      { order_now: true, link: { label: 'Read', url: '/a' } },
      { type: 'link', label: 'Read', href: '/a', external: false },
    ],
  ])('%s', (_n, extra, action) => {
    expect(hubEntries([entry('a', '2026-01-01', extra)])[0]?.action).toEqual(action);
  });

  it('makes every anchor unique even when a file repeats an id', () => {
    const list = [entry('a', '2026-01-03'), entry('a', '2026-01-02'), entry('a', '2026-01-01')];
    expect(hubEntries(list).map((e) => e.anchor)).toEqual(['a', 'a-2', 'a-3']);
  });
});

describe('emptyHubMessage', () => {
  it('names the chain and says there is nothing yet', () => {
    expect(emptyHubMessage('Taco Verde')).toBe(
      'Taco Verde has no news or offers to show yet. Check back soon.',
    );
  });
});
