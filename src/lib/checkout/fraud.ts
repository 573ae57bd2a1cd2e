/**
 * docs/product.md §7.7 / §9 "Fraud": a store whose fraud_detection_gateways holds payproc_id 28
 * names the merchant for the payment processor's fraud session.
 */

/** The gateway that starts the payment-processor fraud session. */
export const FRAUD_PAYPROC_ID = 28;

/**
 * @example fraudMerchantId([{ payproc_id: 28, extra: { merchant_id: 'm-1' } }]) // 'm-1'
 * @example fraudMerchantId([{ payproc_id: 3, extra: { merchant_id: 'x' } }]) // undefined
 */
export function fraudMerchantId(
  gateways: ReadonlyArray<{ payproc_id: number; extra: { merchant_id: string } }> | undefined,
): string | undefined {
  return gateways?.find((g) => g.payproc_id === FRAUD_PAYPROC_ID)?.extra.merchant_id || undefined;
}
