/**
 * docs/product.md §9 "Money and dates": every island shows money with the chain's currency symbol
 * from the store configuration, read once by $currencySymbol, and '$' until it is known.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/lib/format/money.ts';
import { $currencySymbol, $storeConfig } from '../../../src/stores/chain/config.ts';

describe('$currencySymbol', () => {
  afterEach(() => $storeConfig.set(undefined));

  it.each([
    ['the configuration is not loaded yet', undefined, '$', '$12.50'],
    ['the configuration failed to load', {}, '$', '$12.50'],
    ['no localization', { localization: {} }, '$', '$12.50'],
    ['a symbol', { localization: { currency_symbol: '€' } }, '€', '€12.50'],
    ['an empty symbol', { localization: { currency_symbol: '' } }, '', '12.50'],
  ])('%s', (_what, config, symbol, shown) => {
    $storeConfig.set(config);
    expect($currencySymbol.get()).toBe(symbol);
    expect(formatMoney(1250, $currencySymbol.get())).toBe(shown);
  });

  it('follows a configuration that arrives later', () => {
    const seen: string[] = [];
    const stop = $currencySymbol.subscribe((s) => seen.push(s));
    $storeConfig.set({ localization: { currency_symbol: '£' } });
    stop();
    expect(seen).toEqual(['$', '£']);
  });
});
