/**
 * Random keys: a payment attempt's idempotency key (./attempt.ts), and the fraud session id made
 * when the processor's collector gives none. Apart from the attempt rules, which load only with the
 * payment, because Checkout may need a fraud session id at once.
 */

/**
 * A new key: 32 URL-safe characters from the platform's random source.
 * @example newRandomKey(() => new Uint8Array(16)) // '00000000000000000000000000000000'
 */
export function newRandomKey(
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  return [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
