// Which tenant files a build takes (README "Running against a separate tenant API"): tenants/ or a
// folder inside it named by STOREFRONT_TENANTS_DIR, never the files of its subfolders.
import { describe, expect, it } from 'vitest';
import { inFolder, tenantsFolder } from '../../src/tenancy/folder.ts';

describe('tenantsFolder', () => {
  it.each([
    [undefined, 'tenants'],
    ['', 'tenants'],
    ['tenants', 'tenants'],
    ['tenants/examples', 'tenants/examples'],
    ['./tenants/examples/', 'tenants/examples'],
    ['/repo/tenants/examples', 'tenants/examples'],
  ])('%s → %s', (value, expected) => {
    expect(tenantsFolder(value, '/repo')).toBe(expected);
  });

  it.each(['/tmp/tenants', '..', 'src', 'tenants/../src', 'tenants-extra'])(
    'refuses %s: outside tenants/',
    (value) => {
      expect(() => tenantsFolder(value, '/repo')).toThrow(/inside tenants\//);
    },
  );
});

describe('inFolder', () => {
  it.each([
    ['../../tenants/burger.json', 'tenants', true],
    ['../../tenants/examples/burger.json', 'tenants', false],
    ['../../tenants/examples/burger.json', 'tenants/examples', true],
    ['../../tenants/burger.json', 'tenants/examples', false],
    ['../../tenants/examples-old/burger.json', 'tenants/examples', false],
  ])('%s in %s: %s', (key, folder, expected) => {
    expect(inFolder(key, folder)).toBe(expected);
  });
});
