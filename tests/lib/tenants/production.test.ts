// A production tenant on its own API cannot ship what only the sandbox answers, and is told when it
// would take no card payment or no delivery (docs/onboarding.md "Moving to the chain's own API").
import { describe, expect, it } from 'vitest';
import { validateTenant } from '../../../src/lib/tenants/validate.ts';
import {
  integrationIssues,
  productionWarnings,
} from '../../../src/lib/tenants/validate-providers.ts';

const own = { api_base: 'https://api.chain.example/' };

describe('integrations that only the sandbox answers', () => {
  it.each([
    ['tag_manager_script_url', '/__sandbox/integrations/gtm.js'],
    ['fraud_collector_url', '/__sandbox/integrations/collect/fraud'],
    ['fraud_provider', 'sandbox-risk'],
    ['accessibility_widget_script_url', '/__sandbox/integrations/a11y-widget.js'],
  ])('refuses integrations.%s %j on the chain’s own API', (key, value) => {
    const issues = integrationIssues({ ...own, integrations: { [key]: value } });
    expect(issues.map((i) => i.path)).toEqual([`integrations.${key}`]);
    expect(issues[0]!.message).toContain("is the sandbox's stand-in");
  });

  it.each([
    ['on the sandbox', { api_base: 'sandbox' }],
    ['in development', { ...own, environment: 'development' }],
  ])('accepts them %s', (_, root) => {
    const integrations = { tag_manager_script_url: '/__sandbox/integrations/gtm.js' };
    expect(integrationIssues({ ...root, integrations })).toEqual([]);
  });

  it('is part of what the build refuses, even without providers', () => {
    const result = validateTenant({
      id: 'x',
      name: 'X',
      hosts: [],
      admin_dashboard_url: 'https://admin.example/',
      ...own,
      integrations: { fraud_provider: 'sandbox-risk' },
    });
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.path)).toEqual(['integrations.fraud_provider']);
  });
});

describe('productionWarnings', () => {
  it('warns when a tenant on its own API has no card page and no address provider', () => {
    expect(productionWarnings(own).map((w) => w.path)).toEqual([
      'providers.payment_page',
      'providers.address',
    ]);
  });

  it('is quiet when both are configured, on the sandbox, and in development', () => {
    const providers = {
      payment_page: { kind: 'hosted', base_url: 'https://pay.example/' },
      address: { kind: 'radar', base_url: 'https://api.radar.io', public_key: 'pk' },
    };
    expect(productionWarnings({ ...own, providers })).toEqual([]);
    expect(productionWarnings({ api_base: 'sandbox' })).toEqual([]);
    expect(productionWarnings({ ...own, environment: 'development' })).toEqual([]);
  });
});
