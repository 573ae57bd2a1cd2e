import { describe, expect, it } from 'vitest';
import { APP_VERSION, appVersionAction } from '../../src/lib/app-version.ts';

// docs/product.md §4.10, §9 "Version"
describe('appVersionAction (docs/product.md §4.10)', () => {
  it('is version 1.2.06', () => {
    expect(APP_VERSION).toBe('1.2.06');
  });
  it.each([
    ['nothing stored', null, 'remember'],
    ['the same version', '1.2.06', 'keep'],
    ['an older version', '1.2.05', 'clear-and-reload'],
    ['a newer version', '1.3.00', 'clear-and-reload'],
    ['garbage', '{"x":', 'clear-and-reload'],
    ['an empty value', '', 'clear-and-reload'],
  ])('%s → %s', (_n, stored, action) => {
    expect(appVersionAction(stored)).toBe(action);
  });
});
