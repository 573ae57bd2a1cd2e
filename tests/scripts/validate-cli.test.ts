import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/fixtures/tenants');

function cli(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      path.join(root, 'scripts/validate-tenant.ts'),
      ...args,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// Each test spawns the CLI (a second or more of start-up on a busy machine).
describe('npm run validate', { timeout: 60_000 }, () => {
  it('passes every demo tenant with no argument', () => {
    const r = cli();
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/tenants\/burger\.json: ok/);
    const count = readdirSync(path.join(root, 'tenants')).filter((f) => f.endsWith('.json')).length;
    expect(r.out).toContain(`${count} files checked: 0 errors, 0 warnings.`);
  });

  it('names the file, the path, the problem and a hint, and exits non-zero', () => {
    const r = cli(path.join(fixtures, 'broken-values.json'));
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "tests/fixtures/tenants/broken-values.json: error: branding.primary_color: '#12345' is not a colour; use #RRGGBB",
    );
    expect(r.out).toContain('broken-values.json: error: name: is missing; add this field');
    expect(r.err).toBe('');
  });

  it('reports malformed JSON with line and column, never a stack trace', () => {
    const r = cli(path.join(fixtures, 'malformed.json'));
    expect(r.code).toBe(1);
    // The comma belongs after "Malformed" on line 3, not before "hosts" on line 4.
    expect(r.out).toContain(
      "malformed.json:3:22: error: malformed JSON at line 3, column 22: a comma is missing after this value; add ','\n",
    );
    expect(r.out + r.err).not.toMatch(/\n\s+at \S+ \(|SyntaxError/);
  });

  it('warns without failing, unless --strict', () => {
    const file = path.join(fixtures, 'warnings.json');
    const loose = cli(file);
    expect(loose.code).toBe(0);
    expect(loose.out).toMatch(
      /warning: branding\.primary_text_color: Primary text on primary \(#ffffff on #ffcc00\) has a contrast of 1\.51:1 in dark mode/,
    );
    expect(loose.out).toMatch(
      /warning: branding\.background_color: Text on background .* in dark mode/,
    );
    expect(loose.out).toMatch(/warning: branding\.logo_url: '\/missing-logo\.svg' does not exist/);
    expect(loose.out).toMatch(/card_gradient_color\[1\]\.opacity: 150 is outside 0–100/);
    const strict = cli('--strict', file);
    expect(strict.code).toBe(1);
    expect(strict.out).toMatch(/--strict: warnings fail/);
  });

  it('prints machine-readable results with --json', () => {
    const r = cli(
      '--json',
      path.join(fixtures, 'broken-values.json'),
      path.join(fixtures, 'minimal.json'),
    );
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(report.ok).toBe(false);
    // minimal.json is on its own API with no card page and no address provider: two warnings.
    expect(report.summary).toEqual({ files: 2, errors: 11, warnings: 2 });
    expect(report.files[0].errors).toContainEqual({
      path: 'branding.primary_color',
      message: "'#12345' is not a colour",
      hint: 'use #RRGGBB',
    });
    expect(report.files[1]).toMatchObject({
      file: 'tests/fixtures/tenants/minimal.json',
      errors: [],
    });
    expect(report.files[1].warnings.map((w: { path: string }) => w.path)).toEqual([
      'providers.payment_page',
      'providers.address',
    ]);
  });

  it('gives line and column in --json for malformed files', () => {
    const report = JSON.parse(cli('--json', path.join(fixtures, 'malformed.json')).out);
    expect(report.files[0].errors[0]).toMatchObject({ line: 3, column: 22 });
  });

  it('reports a missing file and an id that does not match its file name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'));
    copyFileSync(path.join(fixtures, 'minimal.json'), path.join(dir, 'renamed.json'));
    const r = cli(path.join(dir, 'renamed.json'), path.join(dir, 'absent.json'));
    expect(r.code).toBe(1);
    expect(r.out).toContain("error: id: 'minimal' does not match the file name 'renamed.json'");
    expect(r.out).toMatch(/absent\.json: error: file not found/);
  });

  it('refuses a host that another tenant already claims', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'));
    const file = path.join(dir, 'copycat.json');
    writeFileSync(
      file,
      JSON.stringify({
        id: 'copycat',
        name: 'Copycat',
        hosts: ['localhost'],
        api_base: 'sandbox',
        admin_dashboard_url: 'https://a.example/',
      }),
    );
    const r = cli(file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("error: hosts[0]: 'localhost' is already claimed by tenant 'burger'");
  });

  it('checks the content hub entries: errors fail, a missing picture warns', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'));
    const file = path.join(dir, 'news.json');
    const item = (id: string, extra: object = {}) => ({
      id,
      kind: 'news',
      title: 'Open late',
      text: 'Until 1 AM.',
      date: '2026-11-02',
      image: { src: '/content/none.svg', alt: '', width: 640, height: 360 },
      ...extra,
    });
    writeFileSync(
      file,
      JSON.stringify({
        id: 'news',
        name: 'News',
        hosts: [],
        api_base: 'sandbox',
        admin_dashboard_url: 'https://a.example/',
        content: [item('late'), item('late', { order_now: true, link: { label: 'Go', url: '/' } })],
      }),
    );
    const r = cli(file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "error: content[1].id: 'late' is used by content[0] too; give each entry its own id",
    );
    expect(r.out).toContain('error: content[1]: has both a link and order_now');
    expect(r.out).toContain("warning: content[0].image.src: '/content/none.svg' does not exist");
  });

  it('points at a trailing comma, on one line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'));
    const file = path.join(dir, 'trailing.json');
    writeFileSync(file, '{\n  "id": "trailing",\n  "hosts": [],\n}\n');
    const r = cli(file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "trailing.json:3:14: error: malformed JSON at line 3, column 14: a comma before '}' with nothing after it; remove this comma\n",
    );
  });

  it('reports schema errors and warnings in one run, and refuses a private API base', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tenants-'));
    const file = path.join(dir, 'onepass.json');
    writeFileSync(
      file,
      JSON.stringify({
        id: 'onepass',
        name: 'One pass',
        hosts: [],
        api_base: 'http://192.168.0.20:8080/api',
        admin_dashboard_url: 'javascript:alert(1)',
        branding: {
          primary_color: '#ffcc00',
          primary_text_color: '#ffffff',
          logo_url: '/none.svg',
          fonts: { header_font: { font_url: 'https://fonts.example/brand.woff2' } },
        },
      }),
    );
    const r = cli(file);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    for (const expected of [
      "onepass.json: error: admin_dashboard_url: 'javascript:alert(1)' is not an https URL; use an absolute URL such as https://example.com/",
      "onepass.json: error: branding.fonts.header_font.font_name: is missing: a font_url needs a font_name; add the family name the font file declares, e.g. 'Lobster'",
      'onepass.json: error: api_base: \'http://192.168.0.20:8080/api\' points at a private network address; use the chain\'s public API URL, or set "environment": "development" for a local API',
      "onepass.json: warning: api_base: 'http://192.168.0.20:8080/api' uses http:, which is for local development only; use https:// (http: is unencrypted, and browsers block it on an https page)",
      "onepass.json: warning: branding.logo_url: '/none.svg' does not exist; add public/t/onepass/none.svg (or public/none.svg), or fix the path",
    ])
      expect(lines.some((l) => l.endsWith(expected))).toBe(true);
    expect(r.out).toMatch(/warning: branding\.primary_text_color: Primary text on primary/);
    // …and, on its own API without card page or address provider, the two production warnings.
    expect(r.out).toContain('onepass.json: warning: providers.payment_page: is missing');
    expect(r.out).toContain('1 file checked: 3 errors, 5 warnings.');

    // In development the private address is allowed; http: still warns without failing.
    const dev = path.join(dir, 'dev.json');
    writeFileSync(
      dev,
      JSON.stringify({
        id: 'dev',
        name: 'Dev',
        hosts: [],
        api_base: 'http://127.0.0.1:8080/api',
        environment: 'development',
        admin_dashboard_url: 'https://admin.example/',
      }),
    );
    const ok = cli(dev);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("dev.json: warning: api_base: 'http://127.0.0.1:8080/api' uses http:");
    expect(ok.out).toContain('1 file checked: 0 errors, 1 warning.');
  });

  it('explains an unknown option', () => {
    const r = cli('--fix');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option --fix/);
  });
});
