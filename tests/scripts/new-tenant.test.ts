// `npm run new-tenant` (docs/onboarding.md "What new-tenant writes"): a chain of its own — tenant
// file, demo data and placeholder art that pass the validator with nothing to fix.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { idProblem, scaffold } from '../../scripts/new-tenant/scaffold.ts';
import { checkTenantText } from '../../src/lib/tenants/check.ts';
import { checkSeedText } from '../../src/sandbox/seed/report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('scaffold', () => {
  const files = scaffold('forno-rosso', 'Forno Rosso');
  const exists = (id: string, sitePath: string) => files.has(`public/t/${id}${sitePath}`);

  it('writes the tenant file, its demo data and the pictures both name', () => {
    expect([...files.keys()].filter((f) => !f.includes('/menu/'))).toEqual([
      'tenants/forno-rosso.json',
      'tenants/forno-rosso.sandbox.json',
      'public/t/forno-rosso/logo.svg',
      'public/t/forno-rosso/favicon.svg',
      'public/t/forno-rosso/hero.svg',
    ]);
  });

  it('passes the validator with no error and no warning (contrast, assets, pictures)', () => {
    const tenant = checkTenantText(
      'tenants/forno-rosso.json',
      files.get('tenants/forno-rosso.json')!,
      exists,
    );
    expect([...tenant.errors, ...tenant.warnings]).toEqual([]);
    expect(tenant.tenant).toMatchObject({
      id: 'forno-rosso',
      name: 'Forno Rosso',
      hosts: ['forno-rosso.localhost'],
      api_base: 'sandbox',
    });
    const seed = checkSeedText(
      'tenants/forno-rosso.sandbox.json',
      files.get('tenants/forno-rosso.sandbox.json')!,
      'forno-rosso',
      exists,
    );
    expect([...seed.errors, ...seed.warnings]).toEqual([]);
  });

  it('names the chain in its pictures and data, and no other chain', () => {
    expect(files.get('public/t/forno-rosso/logo.svg')).toContain('Forno Rosso');
    expect(files.get('public/t/forno-rosso/favicon.svg')).toMatch(/>F</);
    const all = [...files.values()].join('\n');
    expect(all).not.toMatch(/Harbor|Sora|Taco Verde|Lumen/);
  });

  it('escapes a name with markup characters in its SVGs', () => {
    expect(scaffold('a-b', 'A & <B>').get('public/t/a-b/logo.svg')).toContain('A &amp; &lt;B&gt;');
  });
});

describe('idProblem', () => {
  it.each([
    ['forno-rosso', undefined],
    ['a1', undefined],
    ['Forno', 'is not a tenant id'],
    ['-forno', 'is not a tenant id'],
    ['forno_rosso', 'is not a tenant id'],
    ['x'.repeat(41), 'is not a tenant id'],
    ['examples', 'folder of example tenants'],
  ])('%j → %s', (id, expected) => {
    const problem = idProblem(id);
    if (expected === undefined) expect(problem).toBeUndefined();
    else expect(problem).toContain(expected);
  });
});

describe('npm run new-tenant', { timeout: 60_000 }, () => {
  const tag = randomBytes(3).toString('hex');
  const folder = path.join('tenants', `test-new-${tag}`);
  const id = `chain-${tag}`;
  const cli = (...args: string[]) => {
    const r = spawnSync(
      process.execPath,
      ['--experimental-strip-types', path.join(root, 'scripts/new-tenant.ts'), ...args],
      { cwd: root, encoding: 'utf8', env: { ...process.env, STOREFRONT_TENANTS_DIR: folder } },
    );
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  afterAll(() => {
    rmSync(path.join(root, folder), { recursive: true, force: true });
    rmSync(path.join(root, 'public/t', id), { recursive: true, force: true });
  });

  it('scaffolds into the tenants folder and ends with the URL to open', () => {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, '.gitignore'), '*\n');
    const r = cli(id, '--name', 'Chain Test');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`npm run validate -- ${folder}/${id}.json`);
    expect(r.out.trim().split('\n').at(-1)).toBe(
      `Open http://${id}.localhost:4321/ once the server is up.`,
    );
    const tenant = JSON.parse(readFileSync(path.join(root, folder, `${id}.json`), 'utf8'));
    expect(tenant.name).toBe('Chain Test');
    expect(existsSync(path.join(root, folder, `${id}.sandbox.json`))).toBe(true);
    expect(existsSync(path.join(root, 'public/t', id, 'menu/items/house-special.svg'))).toBe(true);
  });

  it('refuses an id that is taken', () => {
    const r = cli('burger', '--name', 'Another Burger');
    expect(r.code).toBe(1);
    expect(r.err).toContain("'burger' is taken");
  });

  it.each([
    [['Bad_Id', '--name', 'X'], 'is not a tenant id'],
    [['forno'], 'Give the chain\'s name with --name "<Chain name>".'],
    [['--name', 'X'], 'Give one tenant id.'],
  ])('refuses %j', (args, message) => {
    const r = cli(...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err).toContain('Usage: npm run new-tenant -- <id> --name "<Chain name>"');
  });
});
