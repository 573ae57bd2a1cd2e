import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/csp.ts';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('contentSecurityPolicy (docs/architecture.md §6)', () => {
  const html = `<html><head><style id="sf-theme">:root{--a:1}</style><script type="application/json" id="data">{"a":1}</script>
  <script type="module" src="/_astro/x.js"></script><script>(()=>{boot()})()</script></head><body><style>b{}</style></body></html>`;
  const csp = contentSecurityPolicy(html);

  it('allows exactly the page’s inline scripts and styles by hash', () => {
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hash('(()=>{boot()})()')}`);
    expect(directive(csp, 'style-src')).toBe(
      `style-src 'self' ${hash(':root{--a:1}')} ${hash('b{}')}`,
    );
  });

  it('never allows unsafe-inline or unsafe-eval, and refuses framing', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('leaves data blocks and external scripts out of the hashes', () => {
    expect(csp).not.toContain(hash('{"a":1}'));
    expect(directive(csp, 'script-src').split(' ')).toHaveLength(3);
  });
});

describe('origins a page declares for its tenant (docs/architecture.md §6)', () => {
  const page = (content: string) =>
    `<html><head><meta name="storefront-csp" content="${content}"></head></html>`;

  it('adds each declared origin to its directive only', () => {
    const csp = contentSecurityPolicy(
      page('script-src https://cdn.example.com; connect-src https://api.example.com:8443'),
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://cdn.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com:8443");
    expect(csp).not.toContain('frame-src');
  });

  it('adds frame-src only when a page declares one', () => {
    const csp = contentSecurityPolicy(page('frame-src https://pay.example.com'));
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://pay.example.com");
  });

  it.each([
    ["script-src 'unsafe-inline'"],
    ['script-src *'],
    ['script-src https:'],
    ['script-src http://evil.example.com'],
    ['script-src https://cdn.example.com/path'],
    ['style-src https://cdn.example.com'],
    ['default-src https://cdn.example.com'],
  ])('ignores %s', (content) => {
    expect(contentSecurityPolicy(page(content))).toBe(contentSecurityPolicy('<html></html>'));
  });

  it('takes http only for loopback development hosts', () => {
    const csp = contentSecurityPolicy(page('connect-src http://127.0.0.1:4400'));
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4400");
  });
});
