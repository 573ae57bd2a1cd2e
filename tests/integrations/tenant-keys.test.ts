// The tenant file's outside-service keys (docs/architecture.md §4, §6b): URLs are https or a site
// path (the sandbox stand-ins), the rate is a share, the currency an ISO 4217 code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateTenant } from '../../src/lib/tenants/validate.ts';

const minimal = JSON.parse(
  readFileSync(new URL('../fixtures/tenants/minimal.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const withIntegrations = (integrations: Record<string, unknown>) =>
  validateTenant({ ...minimal, integrations });

describe('integrations keys', () => {
  // On the sandbox: a tenant on its own API may not name the stand-ins (tests/lib/tenants).
  it('accepts https URLs, stand-in paths, a rate and a currency', () => {
    const r = validateTenant({
      ...minimal,
      api_base: 'sandbox',
      integrations: {
        tag_manager_id: 'GTM-1',
        tag_manager_script_url: 'https://www.googletagmanager.com/gtm.js',
        meta_pixel_script_url: '/__sandbox/integrations/fbevents.js',
        rum_public_key: 'pk',
        rum_collector_url: 'https://rum.example/collect',
        rum_sample_rate: 0.25,
        accessibility_widget_id: 'w',
        accessibility_widget_script_url: 'https://widget.example/w.js',
        marketing_currency: 'EUR',
      },
    });
    expect(r.issues).toEqual([]);
  });

  it.each([
    ['tag_manager_script_url', 'http://gtm.example/gtm.js', 'is not an https URL or a site path'],
    ['meta_pixel_script_url', 'javascript:alert(1)', 'is not an https URL or a site path'],
    ['rum_collector_url', '//evil.example/c', 'is not an https URL or a site path'],
    ['accessibility_widget_script_url', 'https://user:pw@w.example/', 'is not an https URL'],
    ['rum_sample_rate', 1.5, 'too large'],
    ['rum_sample_rate', -0.1, 'too small'],
    ['marketing_currency', 'usd', ''],
    ['marketing_currency', 'DOLLARS', ''],
  ])('refuses %s = %j', (key, value, words) => {
    const r = withIntegrations({ [key]: value });
    expect(r.ok).toBe(false);
    expect([...new Set(r.issues.map((i) => i.path))]).toEqual([`integrations.${key}`]);
    expect(r.issues[0]!.message).toContain(words);
  });
});
