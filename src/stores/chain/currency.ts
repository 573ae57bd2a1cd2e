import { computed } from 'nanostores';
import { DEFAULT_CURRENCY_SYMBOL } from '../../lib/format/money.ts';
import { $storeConfig } from './config.ts';

/**
 * The chain's currency symbol (docs/product.md §3 "Store configuration" localization, §9 "Money and
 * dates"), read here once for every island that shows money through formatMoney.
 */
export const $currencySymbol = computed(
  $storeConfig,
  (config): string => config?.localization?.currency_symbol ?? DEFAULT_CURRENCY_SYMBOL,
);
