// docs/product.md §1 "outside services", docs/architecture.md §6b: what each page of a tenant
// loads, and what its CSP allows.
import { describe, expect, it } from 'vitest';
import {
  asksConsent,
  integrationSources,
  pageIntegrations,
  VENDOR,
} from '../../src/integrations/config.ts';

const FULL = {
  id: 'chain',
  branding: { marketing_ids: { meta_pixel_identifier: '123' } },
  integrations: {
    tag_manager_id: 'GTM-1',
    rum_public_key: 'pk',
    rum_collector_url: 'https://rum.example/collect',
    rum_sample_rate: 0.5,
    accessibility_widget_id: 'w1',
    accessibility_widget_script_url: 'https://widget.example/w.js',
    marketing_currency: 'EUR',
  },
};

describe('pageIntegrations: what loads where', () => {
  it.each([
    ['home', true, true, true],
    ['menu', true, true, true],
    ['account', true, true, true],
    ['checkout', false, true, true],
    ['confirmation', false, true, true],
  ])('%s: marketing %s, monitoring %s, widget %s', (screen, marketing, monitoring, widget) => {
    const page = pageIntegrations(FULL, screen)!;
    expect(!!page.pixel && !!page.tagManager).toBe(marketing);
    expect(!!page.monitoring).toBe(monitoring);
    expect(!!page.widget).toBe(widget);
    expect(asksConsent(FULL, screen)).toBe(marketing);
  });

  it('Confirmation of a tenant with marketing notes the purchase for the next page', () => {
    expect(pageIntegrations(FULL, 'confirmation')?.notePurchase).toBe(true);
    expect(pageIntegrations(FULL, 'home')?.notePurchase).toBeUndefined();
    const noMarketing = { id: 'n', integrations: { rum_public_key: 'k', rum_collector_url: '/c' } };
    expect(pageIntegrations(noMarketing, 'confirmation')?.notePurchase).toBeUndefined();
  });

  it('the sign-in callback loads nothing', () => {
    expect(pageIntegrations(FULL, 'login-callback')).toBeNull();
  });

  it('a tenant without services gets nothing on any page (no JSON, no script)', () => {
    for (const screen of ['home', 'menu', 'checkout'])
      expect(
        pageIntegrations({ id: 'plain', integrations: { maps_api_key: 'x' } }, screen),
      ).toBeNull();
    expect(asksConsent({ id: 'plain' }, 'home')).toBe(false);
  });

  it('a tenant with marketing only carries nothing on Checkout', () => {
    const tenant = { id: 'm', integrations: { tag_manager_id: 'GTM-2' } };
    expect(pageIntegrations(tenant, 'checkout')).toBeNull();
    expect(pageIntegrations(tenant, 'home')?.tagManager).toEqual({
      id: 'GTM-2',
      script: VENDOR.tagManagerScript,
    });
  });

  it('monitoring needs both the key and the collector; the widget both id and script', () => {
    const page = pageIntegrations(
      { id: 'x', integrations: { rum_public_key: 'pk', accessibility_widget_id: 'w' } },
      'home',
    );
    expect(page).toBeNull();
  });

  it('takes the rate, the currency and the vendor defaults', () => {
    const page = pageIntegrations(FULL, 'home')!;
    expect(page.monitoring).toEqual({
      key: 'pk',
      collector: 'https://rum.example/collect',
      sampleRate: 0.5,
    });
    expect(page.pixel).toEqual({ id: '123', script: VENDOR.pixelScript });
    expect(page.currency).toBe('EUR');
    expect(
      pageIntegrations({ id: 'y', integrations: { tag_manager_id: 'G' } }, 'home')!.currency,
    ).toBe('USD');
  });
});

describe('integrationSources: the CSP origins of a page', () => {
  it('vendor scripts with their collectors, the widget, the monitoring collector', () => {
    expect(integrationSources(pageIntegrations(FULL, 'home'))).toEqual({
      'script-src': [
        'https://connect.facebook.net',
        'https://www.googletagmanager.com',
        'https://widget.example',
      ],
      'connect-src': [
        'https://www.facebook.com',
        'https://www.google-analytics.com',
        'https://widget.example',
        'https://rum.example',
      ],
    });
  });

  it('Checkout allows no marketing origin', () => {
    expect(integrationSources(pageIntegrations(FULL, 'checkout'))).toEqual({
      'script-src': ['https://widget.example'],
      // The widget's own origin serves its settings.
      'connect-src': ['https://widget.example', 'https://rum.example'],
    });
  });

  it('same-origin stand-ins need nothing beyond self', () => {
    const page = pageIntegrations(
      {
        id: 'burger',
        branding: { marketing_ids: { meta_pixel_identifier: '1' } },
        integrations: {
          meta_pixel_script_url: '/__sandbox/integrations/fbevents.js',
          tag_manager_id: 'GTM-1',
          tag_manager_script_url: '/__sandbox/integrations/gtm.js',
          rum_public_key: 'k',
          rum_collector_url: '/__sandbox/integrations/collect/rum',
        },
      },
      'home',
    );
    expect(integrationSources(page)).toEqual({ 'script-src': [], 'connect-src': [] });
  });

  it('no page, no origins', () => {
    expect(integrationSources(null)).toEqual({ 'script-src': [], 'connect-src': [] });
  });
});

describe('necessary services: feature flags (docs/product.md §1, §9) and fraud detection (docs/product.md §7.7)', () => {
  const tenant = {
    id: 'chain',
    integrations: {
      feature_flags_client_key: 'fk',
      feature_flags_url: 'https://flags.example/v1/flags',
      fraud_provider: 'risk-co',
      fraud_collector_url: 'https://risk.example/collect',
    },
  };

  it.each(['home', 'menu', 'checkout', 'confirmation', 'account'])(
    'load on %s, marketing or not',
    (screen) => {
      const page = pageIntegrations(tenant, screen);
      expect(page?.flags).toEqual({ url: 'https://flags.example/v1/flags', clientKey: 'fk' });
      expect(page?.fraud).toEqual({
        provider: 'risk-co',
        collector: 'https://risk.example/collect',
      });
    },
  );

  it('flags need both the key and the URL; fraud needs its provider', () => {
    const page = pageIntegrations(
      { id: 'c', integrations: { feature_flags_client_key: 'fk' } },
      'home',
    );
    expect(page).toBeNull();
    // Without a collector, only the fingerprint is left, which the payment takes itself.
    for (const screen of ['home', 'checkout'])
      expect(
        pageIntegrations({ id: 'c', integrations: { fraud_provider: 'p' } }, screen),
      ).toBeNull();
  });

  it('their services’ origins are allowed to be called', () => {
    expect(integrationSources(pageIntegrations(tenant, 'home'))['connect-src']).toEqual([
      'https://flags.example',
      'https://risk.example',
    ]);
  });
});
