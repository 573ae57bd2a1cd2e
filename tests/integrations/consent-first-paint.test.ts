// docs/architecture.md §6b: the consent banner is shown by the page's HTML, with its first paint,
// only while the guest has not chosen; the choice reads as src/integrations/consent.ts reads it (a
// corrupted value or storage that throws asks again). The scripts run here as the browser runs
// them: classic scripts over the page's globals (a fake document), each in a context of its own.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../stores/fixtures.ts';
import { consentKey, decodeConsent } from '../../src/integrations/consent.ts';
import {
  ASK_ATTRIBUTE,
  CONSENT_SPACER_SCRIPT,
  CONSENT_STYLE,
  consentAskScript,
} from '../../src/integrations/consent-first-paint.ts';

/** Whether the head's script, on burger's page, asks. */
function asks(storage: () => Storage): boolean {
  const attributes = new Set<string>();
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  const globals = Object.defineProperty({ document }, 'localStorage', { get: storage });
  runInNewContext(consentAskScript('burger'), globals);
  return attributes.has(ASK_ATTRIBUTE);
}

const stored = (raw: string | null) => () => {
  const storage = memoryStorage();
  if (raw !== null) storage.setItem(consentKey('burger'), raw);
  return storage;
};

describe('whether the page asks, decided before the body is parsed', () => {
  it.each([
    ['{"v":1,"choice":"granted","at":"2026-11-27T00:00:00.000Z"}', false],
    ['{"v":1,"choice":"denied"}', false],
    [null, true],
    ['', true],
    ['granted', true],
    ['"granted"', true],
    ['{"choice":"maybe"}', true],
    ['null', true],
    ['0', true],
    ['[1,2]', true],
    ['{"choice":', true],
  ])('stored %j: asks %j, as consent.ts reads it', (raw, asked) => {
    expect(asks(stored(raw))).toBe(asked);
    expect(decodeConsent(raw) === undefined).toBe(asked);
  });

  it('asks when storage is unavailable or throws', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const throwing = () => ({ ...memoryStorage(), getItem: refused }) as Storage;
    expect([asks(refused), asks(throwing)]).toEqual([true, true]);
  });

  it('its style shows the banner and its spacer only while the page asks, until answered', () => {
    expect(CONSENT_STYLE).toBe(
      '#sf-consent,#sf-consent-spacer{display:none}' +
        'html[data-consent-ask] :is(#sf-consent,#sf-consent-spacer):not([hidden]){display:block}' +
        // …and the banner only once its last button is parsed (e2e/phone-layout.spec.ts shows it).
        '@supports selector(:has(*)){html[data-consent-ask] #sf-consent:not(:has([data-consent=denied])){display:none}}',
    );
  });

  it("reads the tenant's own key, and nothing else", () => {
    const storage = memoryStorage();
    storage.setItem(consentKey('taco'), '{"v":1,"choice":"granted"}');
    expect(asks(() => storage)).toBe(true);
    expect(consentAskScript('burger')).toContain('"sf.consent.burger"');
  });
});

/** The page right after the banner and its spacer were parsed, and the spacer script run. */
function spacerPage(asking: boolean, bannerHeight = 132) {
  const banner = { hidden: false, offsetHeight: bannerHeight };
  const spacer = { hidden: false, style: { height: '' } };
  const body = new Map<string, string>();
  const observers: { callback: () => void; observed: unknown[]; connected: boolean }[] = [];
  class ResizeObserver {
    entry = { callback: () => {}, observed: [] as unknown[], connected: true };
    constructor(callback: () => void) {
      this.entry.callback = callback;
      observers.push(this.entry);
    }
    observe(el: unknown) {
      this.entry.observed.push(el);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const elements: Record<string, unknown> = { 'sf-consent': banner, 'sf-consent-spacer': spacer };
  const document = {
    documentElement: { hasAttribute: (name: string) => asking && name === ASK_ATTRIBUTE },
    getElementById: (id: string) => elements[id] ?? null,
    body: { style: { setProperty: (name: string, value: string) => void body.set(name, value) } },
  };
  runInNewContext(CONSENT_SPACER_SCRIPT, { document, ResizeObserver });
  return { banner, spacer, body, observers };
}

describe("the banner's spacer", () => {
  it('is as tall as the banner, and so is what the page adds to its least height, at once', () => {
    const { banner, spacer, body, observers } = spacerPage(true, 132);
    expect(spacer.style.height).toBe('132px');
    expect(body.get('--sf-consent-space')).toBe('132px');
    const [observer] = observers;
    expect(observer?.observed).toEqual([banner]);

    banner.offsetHeight = 180; // a narrower window wraps the text
    observer!.callback();
    expect([spacer.style.height, body.get('--sf-consent-space')]).toEqual(['180px', '180px']);
  });

  it('stops following once the answer hid the banner, leaving the page as banner.ts left it', () => {
    const { banner, spacer, body, observers } = spacerPage(true, 132);
    // banner.ts on Accept or Reject:
    banner.hidden = true;
    spacer.hidden = true;
    body.delete('--sf-consent-space');
    banner.offsetHeight = 0;
    observers[0]!.callback();
    expect(observers[0]!.connected).toBe(false);
    expect(body.has('--sf-consent-space')).toBe(false);
  });

  it('touches nothing when the page does not ask', () => {
    const { spacer, body, observers } = spacerPage(false);
    expect([spacer.style.height, body.size, observers.length]).toEqual(['', 0, 0]);
  });
});
