/** Which languages get a build of their own and what of it joins dist/ (scripts/locale-builds.ts). */
import { describe, expect, it } from 'vitest';
import { extraLocales, mergedFolders } from '../../scripts/locale-builds.ts';

const TENANTS = [
  { id: 'burger' },
  { id: 'taco', locales: ['en', 'fr-CA'] },
  { id: 'quebec', locales: ['fr-CA', 'en'] },
  { id: 'mesa', locales: ['es', 'en'] },
];

describe('a language beside English is built once when a chain lists it', () => {
  it('lists each such language once', () => {
    expect(extraLocales(TENANTS)).toEqual(['es', 'fr-CA']);
  });
  it('builds nothing more when every chain is English only', () => {
    expect(extraLocales([{}, { locales: ['en'] }])).toEqual([]);
  });
});

describe("a language's build brings its scripts and its chains' pages", () => {
  it("takes a chain's segment, or its whole folder when the language is its default", () => {
    expect(mergedFolders(TENANTS, 'fr-CA')).toEqual(['_astro', 't/taco/fr-ca', 't/quebec']);
    expect(mergedFolders(TENANTS, 'es')).toEqual(['_astro', 't/mesa']);
  });
});
