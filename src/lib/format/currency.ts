/**
 * The currency symbol when store config localization.currency_symbol is absent (docs/product.md §9
 * "Money and dates"). Its own module so the store that reads the symbol on every page does not pull
 * money.ts's formatting code into the first load.
 */
export const DEFAULT_CURRENCY_SYMBOL = '$';
