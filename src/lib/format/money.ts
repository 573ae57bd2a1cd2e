/**
 * Money (docs/product.md §9 "Money and dates"): integer cents everywhere, formatted in this one
 * place.
 */
import { INTL_LOCALE, LOCALE } from '#messages';
import { DEFAULT_CURRENCY_SYMBOL } from './currency.ts';

export { DEFAULT_CURRENCY_SYMBOL };

/**
 * Cents as money with two decimals and thousands separators; negatives as -$X.XX.
 * @example formatMoney(123456) // '$1,234.56'
 * @example formatMoney(-500, '€') // '-€5.00'
 */
export function formatMoney(
  cents: number,
  symbol: string | null | undefined = DEFAULT_CURRENCY_SYMBOL,
): string {
  const sym = symbol ?? DEFAULT_CURRENCY_SYMBOL;
  const whole = Math.round(Number.isFinite(cents) ? cents : 0);
  // A build in another language writes money as that language does ('12,99 $' in fr-CA); LOCALE is
  // a constant of the build (`#messages`), so the English build keeps only the lines below.
  if (LOCALE !== 'en') return localMoney(whole, sym);
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const out = `${sym}${units}.${String(abs % 100).padStart(2, '0')}`;
  return whole < 0 ? `-${out}` : out;
}

let money: Intl.NumberFormat | undefined;

/**
 * Cents as money in the build's language, with the store's symbol where the language puts one.
 * @example localMoney(-1299, '$') // '-12,99 $' in fr-CA
 */
function localMoney(cents: number, symbol: string): string {
  // The currency only places the symbol: narrowSymbol writes '$' (not 'US$') where the language puts
  // it, and the store's own symbol replaces it.
  money ??= new Intl.NumberFormat(INTL_LOCALE, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  return money
    .formatToParts(cents / 100)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('');
}

/**
 * A typed amount ("12.5", "$3", "1,000.999") as cents, rounded down to the cent (docs/product.md
 * §9: tip amounts are rounded down). Undefined when it is not a non-negative amount.
 * @example parseMoney('12.999') // 1299
 */
export function parseMoney(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed.includes('-')) return undefined;
  const cleaned = trimmed.replace(/^[^\d.]+/, '').replace(/,/g, '');
  if (!/^\d*(\.\d*)?$/.test(cleaned) || cleaned === '' || cleaned === '.') return undefined;
  const [units = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(units || '0') * 100 + Number((fraction + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * A percentage of an amount in cents, rounded down to the cent (docs/product.md §9 tip rounding).
 * @example percentOf(1999, 15) // 299
 */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent) / 100 + 1e-9);
}
