// docs/architecture.md §6b: the consent banner is shown by the page's HTML, with its first paint,
// only while the guest has not chosen; the choice reads as src/integrations/consent.ts reads it (a
// corrupted value or storage that throws asks again). The script runs here as the browser runs it:
// a classic script over the page's globals (a fake document), in a context of its own.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../stores/fixtures.ts';
import { consentKey, decodeConsent } from '../../src/integrations/consent.ts';
import { CONSENT_FIRST_PAINT_SCRIPT } from '../../src/integrations/consent-first-paint.ts';

const KEY = consentKey('burger');

/** The page as the script sees it right after the banner and its spacer were parsed. */
function page(storage: () => Storage, bannerHeight = 132) {
  const banner = { hidden: true, dataset: { storageKey: KEY }, offsetHeight: bannerHeight };
  const spacer = { hidden: true, style: { height: '' } };
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
    getElementById: (id: string) => elements[id] ?? null,
    body: { style: { setProperty: (name: string, value: string) => void body.set(name, value) } },
  };
  const globals = Object.defineProperty({ document, ResizeObserver }, 'localStorage', {
    get: storage,
  });
  runInNewContext(CONSENT_FIRST_PAINT_SCRIPT, globals);
  return { banner, spacer, body, observers };
}

const stored = (raw: string | null) => () => {
  const storage = memoryStorage();
  if (raw !== null) storage.setItem(KEY, raw);
  return storage;
};

describe('the consent banner at first paint', () => {
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
  ])('stored %j: shown %j, as consent.ts reads it', (raw, shown) => {
    const { banner, spacer } = page(stored(raw));
    expect(banner.hidden).toBe(!shown);
    expect(spacer.hidden).toBe(!shown);
    expect(decodeConsent(raw) === undefined).toBe(shown);
  });

  it('is shown when storage is unavailable or throws', () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const throwing = () => ({ ...memoryStorage(), getItem: refused }) as Storage;
    for (const storage of [refused, throwing]) expect(page(storage).banner.hidden).toBe(false);
  });

  it('sizes the spacer and the page before the first paint, and follows the banner', () => {
    const { banner, spacer, body, observers } = page(stored(null), 132);
    expect(spacer.style.height).toBe('132px');
    expect(body.get('--sf-consent-space')).toBe('132px');
    const [observer] = observers;
    expect(observer?.observed).toEqual([banner]);

    banner.offsetHeight = 180; // a narrower window wraps the text
    observer!.callback();
    expect([spacer.style.height, body.get('--sf-consent-space')]).toEqual(['180px', '180px']);
  });

  it('stops following once the answer hid the banner, leaving the page as banner.ts left it', () => {
    const { banner, spacer, body, observers } = page(stored(null), 132);
    // banner.ts on Accept or Reject:
    banner.hidden = true;
    spacer.hidden = true;
    body.delete('--sf-consent-space');
    banner.offsetHeight = 0;
    observers[0]!.callback();
    expect(observers[0]!.connected).toBe(false);
    expect(body.has('--sf-consent-space')).toBe(false);
  });

  it('touches nothing for a guest who has chosen', () => {
    const { spacer, body, observers } = page(stored('{"v":1,"choice":"denied"}'));
    expect([spacer.style.height, body.size, observers.length]).toEqual(['', 0, 0]);
  });
});
