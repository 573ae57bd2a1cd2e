// docs/architecture.md §6b: marketing waits for consent, asked once per tenant; a corrupted value
// asks again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../stores/fixtures.ts';
import {
  CONSENT_EVENT,
  consentKey,
  decodeConsent,
  readConsent,
  saveConsent,
} from '../../src/integrations/consent.ts';

afterEach(() => vi.unstubAllGlobals());

describe('decodeConsent', () => {
  it.each([
    ['{"v":1,"choice":"granted"}', 'granted'],
    ['{"v":1,"choice":"denied"}', 'denied'],
    [null, undefined],
    ['', undefined],
    ['granted', undefined],
    ['{"choice":"maybe"}', undefined],
    ['null', undefined],
    ['[1,2]', undefined],
    ['{"choice":', undefined],
  ])('%j → %j', (raw, expected) => {
    expect(decodeConsent(raw)).toBe(expected);
  });
});

describe('the consent store', () => {
  it('remembers a choice per tenant', () => {
    const storage = memoryStorage();
    saveConsent('burger', 'granted', storage);
    saveConsent('taco', 'denied', storage);
    expect(readConsent('burger', storage)).toBe('granted');
    expect(readConsent('taco', storage)).toBe('denied');
    expect(readConsent('sushi', storage)).toBeUndefined();
    expect(consentKey('burger')).toBe('sf.consent.burger');
  });

  it('storage that throws reads as not asked and saving does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readConsent('burger', broken)).toBeUndefined();
    expect(() => saveConsent('burger', 'granted', broken)).not.toThrow();
    expect(readConsent('burger', undefined)).toBeUndefined();
  });

  it('tells the page once the guest chose', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: unknown[] = [];
    target.addEventListener(CONSENT_EVENT, (e) => seen.push((e as CustomEvent).detail));
    saveConsent('burger', 'denied', memoryStorage());
    expect(seen).toEqual([{ tenant: 'burger', choice: 'denied' }]);
  });
});
