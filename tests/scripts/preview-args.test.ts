import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseArgs, progressLine, shotName } from '../../scripts/preview/args.ts';
import { readTenant } from '../../scripts/preview/tenant-file.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('npm run preview arguments', () => {
  it.each([
    [[], { files: [], out: 'previews' }],
    [['tenants/burger.json'], { files: ['tenants/burger.json'], out: 'previews' }],
    [
      ['--out', 'shots', 'tenants/a.json', 'tenants/b.json'],
      { files: ['tenants/a.json', 'tenants/b.json'], out: 'shots' },
    ],
    [['--out=/tmp/x', 'tenants/a.json'], { files: ['tenants/a.json'], out: '/tmp/x' }],
  ])('%j → %j', (argv, expected) => {
    expect(parseArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--out'], /^--out needs a folder/],
    [['--out', '--strict'], /^--out needs a folder/],
    [['--dark'], /^Unknown option --dark/],
    [['tenants/burger'], /is not a tenant file/],
  ])('%j is refused in one line', (argv, message) => {
    const result = parseArgs(argv);
    expect(result).toHaveProperty('error');
    const { error } = result as { error: string };
    expect(error).toMatch(message);
    expect(error).not.toContain('\n');
  });
});

describe('preview file names and progress', () => {
  it('names a screenshot by page, width and mode', () => {
    expect(shotName('checkout', 390, 'dark')).toBe('checkout-390-dark.png');
    expect(shotName('home', 1366, 'light')).toBe('home-1366-light.png');
  });

  it('says per tenant how many, where and how long, then any notes', () => {
    expect(progressLine('burger', 10, 'previews/burger', 12_345, [])).toBe(
      'burger: 10 screenshots in previews/burger (12.3 s)',
    );
    expect(progressLine('sushi', 1, 'p/sushi', 900, ['dark mode only'])).toBe(
      'sushi: 1 screenshot in p/sushi (0.9 s); dark mode only',
    );
  });
});

describe('the tenant file to preview', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it('reads a demo tenant and its mode', () => {
    expect(readTenant('tenants/sushi.json')).toEqual({ id: 'sushi', dark: true });
    expect(readTenant('tenants/live.json')).toEqual({ id: 'live', dark: undefined });
  });

  it.each([
    ['missing.json', null, /no such file/],
    ['broken.json', '{ "id": ', /not valid JSON/],
    ['invalid.json', '{ "id": "invalid" }', /invalid tenant: name: is missing/],
  ])('%s gives a one-line reason', (name, text, message) => {
    const p = text === null ? path.join(dir, name) : file(name, text);
    const result = readTenant(p);
    expect(result).toHaveProperty('error');
    expect((result as { error: string }).error).toMatch(message);
    expect((result as { error: string }).error).not.toContain('\n');
  });
});

describe('npm run preview with a bad argument', () => {
  it.each([['tenants/nope.json'], ['--what']])(
    '%s: one line and exit code 1',
    (arg) => {
      const r = spawnSync(
        process.execPath,
        ['--experimental-strip-types', 'scripts/preview.ts', arg],
        {
          encoding: 'utf8',
        },
      );
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stdout).toBe('');
    },
    // Starting Node with type stripping took 31 s at a load of 25 on two cores.
    90_000,
  );
});
