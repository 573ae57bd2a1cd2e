// docs/product.md §2.1, §7.2: every account screen says what it is for under its heading, from the
// server's HTML (its largest text painted with the page's frame, not after the customer's data).
import { describe, expect, it } from 'vitest';
import { ACCOUNT_INTROS } from '../../../src/lib/account/screen-intros.ts';
import { SCREENS } from '../../../src/lib/routes.ts';

describe('ACCOUNT_INTROS: one sentence or two for every account screen', () => {
  it.each(SCREENS.filter((s) => s.requiresLogin).map((s) => [s.key]))('%s', (key) => {
    const intro = ACCOUNT_INTROS[key] ?? '';
    expect(intro).toMatch(/^[A-Z].*\.$/);
    expect(intro.length).toBeLessThanOrEqual(180);
  });
});
