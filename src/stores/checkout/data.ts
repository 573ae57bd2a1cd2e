/**
 * What Checkout loads (docs/product.md §7.3, §7.5, §7.7): payment methods, saved and gift cards,
 * the fraud session, and the hosted payment page's result.
 */
import * as m from '#messages';
import { nullable, string } from '../persist/decode.ts';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { Store } from '../../api/schemas/store.ts';
import { track } from '../../integrations/index.ts';
import { fraudMerchantId } from '../../lib/checkout/fraud.ts';
import { paymentFraudSession } from './fraud-session.ts';
import {
  CARD_ENTRY_UNAVAILABLE,
  hostedPaymentUrl,
  returnedPaymentToken,
} from '../../lib/checkout/hosted-page.ts';
import { pageProviders } from '../chain/config.ts';
import { cardExpired } from '../../lib/account/cards.ts';
import { initialPaymentChoice } from '../../lib/checkout/default-card.ts';
import {
  $checkoutErrors,
  $giftCards,
  $newCard,
  $paymentMethods,
  $paymentToken,
  $savedCards,
  $selectedPaymentMethod,
  currentCustomerId,
} from './checkout.ts';
import { atom } from 'nanostores';
import { persistent } from '../persist/local.ts';
import { $loggedIn, expireSession } from '../account/session.ts';
import { FRAUD_ID_MAX } from '../../lib/limits.ts';
import * as calls from '../../generated/api-calls.ts';

/** docs/product.md §3 "Fraud: merchantId, fraud session id". */
export const $merchantId = persistent('merchantId', nullable(string({ max: FRAUD_ID_MAX })), null);
export const $fraudSessionId = persistent(
  'fraudSessionId',
  nullable(string({ max: FRAUD_ID_MAX })),
  null,
);

const logOnly = (what: string) => (err: unknown) => {
  if (err instanceof ApiError && err.sessionExpired) expireSession(m.errors_sessionExpired);
  else console.warn(what, err);
};

/**
 * docs/product.md §7.7: a store with gateway 28 stores its merchant id and starts the processor's
 * fraud session; the id comes from the processor's script (./fraud-session.ts). A session kept for
 * the same merchant is continued; another merchant's is dropped. The payment never waits for it.
 */
export function startFraudSession(store: Store): void {
  const merchantId = fraudMerchantId(store.fraud_detection_gateways);
  if (!merchantId) return;
  const previous = $merchantId.get() === merchantId ? $fraudSessionId.get() : null;
  $merchantId.set(merchantId);
  $fraudSessionId.set(previous);
  void paymentFraudSession(merchantId, previous).then((sessionId) => {
    if ($merchantId.get() !== merchantId) return;
    $fraudSessionId.set(sessionId);
    track({ type: 'fraud.payment-session', merchantId, sessionId });
  });
}

export async function loadPaymentMethods(storeId: number): Promise<void> {
  try {
    const { payment_methods } = await callApi(calls.paymentMethods, { params: { storeId } });
    $paymentMethods.set(payment_methods.filter((m) => m.enabled).map((m) => m.type));
  } catch (err) {
    // Cards are what every store takes; offer them rather than nothing.
    $paymentMethods.set(['credit_card']);
    logOnly('Loading payment methods failed')(err);
  }
}

/** True once the signed-in customer's cards have been asked for (at once for a guest). */
export const $cardsLoaded = atom(false);

export async function loadCards(): Promise<void> {
  const customerId = currentCustomerId();
  if (!$loggedIn.get() || !customerId) return $cardsLoaded.set(true);
  const [cards, gifts] = await Promise.allSettled([
    callApi(calls.savedCards, { params: { customerId }, payload: { type: 'credit_card' } }),
    callApi(calls.savedCards, { params: { customerId }, payload: { type: 'gift_card' } }),
  ]);
  // An expired card cannot pay; Manage cards still lists it, marked, for the customer to remove.
  if (cards.status === 'fulfilled')
    $savedCards.set(cards.value.cards.filter((card) => !cardExpired(card, new Date())));
  else logOnly('Loading saved cards failed')(cards.reason);
  if (gifts.status === 'fulfilled') $giftCards.set(gifts.value.cards);
  $cardsLoaded.set(true);
  // What was chosen stays while it can pay; otherwise the customer's default card is ready, where
  // the store takes saved cards at all.
  const methods = await paymentMethodsKnown();
  $selectedPaymentMethod.set(
    initialPaymentChoice(
      $selectedPaymentMethod.get(),
      $savedCards.get(),
      methods.includes('saved_card'),
    ),
  );
}

/** The store's payment methods, once Checkout knows them. */
export function paymentMethodsKnown(): Promise<readonly string[]> {
  const known = $paymentMethods.get();
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = $paymentMethods.listen((methods) => {
      if (!methods) return;
      stop();
      resolve(methods);
    });
  });
}

/**
 * Back from the hosted payment page with ?payment_token=…: keeps the token (not the card), drops it
 * from the address bar, and asks the API what the page reported.
 */
let tokenCheck: Promise<void> | null = null;

/** Resolves once the check of a card returned by the payment page has finished. */
export function paymentTokenChecked(): Promise<void> {
  return tokenCheck ?? Promise.resolve();
}

export function takeReturnedToken(): Promise<void> {
  tokenCheck = checkReturnedToken();
  return tokenCheck;
}

async function checkReturnedToken(): Promise<void> {
  const returned = returnedPaymentToken(location.href);
  if (returned.present) {
    history.replaceState(history.state, '', returned.cleaned);
    if (returned.token) {
      $paymentToken.set(returned.token);
      $selectedPaymentMethod.set({ type: 'new_card' });
    }
  }
  const token = $paymentToken.get();
  if (!token) return;
  try {
    const result = await callApi(calls.checkPayment, { params: { token } });
    if (result.status === 'approved' && result.card) {
      $newCard.set({ brand: result.card.brand, last4: result.card.last4 });
      $checkoutErrors.setKey('payment', undefined);
    } else {
      $paymentToken.set(null);
      $newCard.set(null);
      // The processor's words are English: a page in another language says it in its own.
      if (result.status === 'declined')
        $checkoutErrors.setKey(
          'payment',
          (m.LOCALE === 'en' && result.message) || m.payment_declined,
        );
    }
  } catch (err) {
    $paymentToken.set(null);
    logOnly('Checking the payment failed')(err);
  }
}

/** Goes to the hosted payment page; it comes back here with ?payment_token=… */
export function enterNewCard(): void {
  const page = hostedPaymentUrl(location.pathname, pageProviders().payment_page, location.origin);
  if (!page) {
    $checkoutErrors.setKey('payment', CARD_ENTRY_UNAVAILABLE);
    return;
  }
  $selectedPaymentMethod.set({ type: 'new_card' });
  location.assign(page);
}
