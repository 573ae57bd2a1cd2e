import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { finishPage, needsPagePolicy } from '../../src/server/page-headers.ts';

const html =
  '<!doctype html><html><head><style>a{}</style></head><body><astro-island></astro-island><script>(()=>{hydrate()})()</script></body></html>';
const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const page = (status = 200) =>
  new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

// docs/architecture.md §6: the same per-page policy as a prerendered file, inline code pinned by
// hash.
describe('finishPage (docs/architecture.md §6)', () => {
  it('pins the page’s inline scripts and styles and adds the security headers', async () => {
    const res = await finishPage(new Request('http://x/'), page());
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${hash('(()=>{hydrate()})()')}`);
    expect(csp).toContain(`style-src 'self' ${hash('a{}')}`);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(html);
  });

  it('answers 304 to the ETag it gave', async () => {
    const first = await finishPage(new Request('http://x/'), page());
    const etag = first.headers.get('etag')!;
    // Weak, since the body may yet be compressed on the fly.
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await finishPage(
      new Request('http://x/', { headers: { 'if-none-match': etag.slice(2) } }),
      page(),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await finishPage(
      new Request('http://x/', { headers: { 'if-none-match': '"other"' } }),
      page(),
    );
    expect(other.status).toBe(200);
  });

  it('keeps an error page’s status, without an ETag', async () => {
    const res = await finishPage(new Request('http://x/'), page(404));
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('needsPagePolicy', () => {
  it.each([
    ['an HTML page', { 'content-type': 'text/html; charset=utf-8' }, true],
    ['JSON', { 'content-type': 'application/json' }, false],
    [
      'a page with its own policy',
      { 'content-type': 'text/html', 'content-security-policy': "default-src 'none'" },
      false,
    ],
    ['no type', {}, false],
  ])('%s → %s', (_name, headers, expected) => {
    expect(needsPagePolicy(new Response('', { headers }))).toBe(expected);
  });
});
