/**
 * Back from the hosted payment page with a declined card, Checkout brings its message into view.
 * The message sits in the payment section, drawn only once the store's payment methods are known,
 * so that is awaited too.
 */
import { $checkoutErrors } from './checkout.ts';
import { paymentMethodsKnown, paymentTokenChecked } from './data.ts';

/** Resolves true once a declined card's message is on screen, false when there is none. */
export async function declinedCardShown(): Promise<boolean> {
  await paymentTokenChecked();
  if (!$checkoutErrors.get().payment) return false;
  await paymentMethodsKnown();
  return true;
}
