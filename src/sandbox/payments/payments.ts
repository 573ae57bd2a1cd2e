/**
 * The payment endpoints (docs/product.md §7.3): checking a card token, paying by card or wallet,
 * and the Apple Pay merchant session. An idempotency key makes a retry return the first result
 * instead of charging again; approval places the order and earns loyalty points.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Handlers } from '../core/context.ts';
import { fail } from '../core/http.ts';
import { guestLocale, messagesOf } from '../core/guest-language.ts';
import { declineMessage } from './cards.ts';
import { requireSession } from '../customers/session.ts';
import { findStore, storeAccepts } from '../stores/stores.ts';
import { authoriseCard, checkGiftTenders } from './authorise.ts';
import { once } from './idempotency.ts';
import { place } from './place.ts';
import { findToken } from './tokens.ts';

const WALLET_OK = 'sandbox-wallet-ok';

export const paymentHandlers: Handlers<
  'checkPayment' | 'pay' | 'walletPayment' | 'applePaySession'
> = {
  checkPayment(c) {
    requireSession(c);
    const row =
      findToken(c.db, c.params.token!) ?? fail(404, 'Unknown payment token', 'unknown_token');
    const d = row.data;
    const card =
      d.brand && d.last4 && d.exp_month && d.exp_year
        ? { brand: d.brand, last4: d.last4, exp_month: d.exp_month, exp_year: d.exp_year }
        : null;
    // The processor's message in the guest's language.
    const t = messagesOf(guestLocale(c.request.headers.get('accept-language')));
    const message = d.decline ? declineMessage(d.decline, t) : d.message;
    return { token: row.key!, status: d.status, card, message };
  },

  pay(c) {
    const p = c.payload;
    return once(c, p.idempotency_key, (session, row) =>
      place(
        c,
        session,
        row,
        () =>
          checkGiftTenders(p.payments.map((pay) => authoriseCard(c, pay, session.customer, row))),
        p.guest,
      ),
    );
  },

  walletPayment(c) {
    const p = c.payload;
    return once(c, p.idempotency_key, (session, row) =>
      place(c, session, row, (total) => {
        if (!storeAccepts(findStore(c.index, row.data.store_id), p.provider))
          fail(400, (t) => t.api_methodUnavailable, 'method_unavailable');
        // The sandbox wallet approves one token, sent alone or inside the wallet's JSON response
        // details, so tests can choose the outcome.
        if (p.payment_data !== WALLET_OK && !p.payment_data.includes(`"${WALLET_OK}"`))
          fail(402, (t) => t.api_walletDeclined, 'wallet_declined');
        return [{ type: p.provider, amount_cents: total, last4: null, commit: () => {} }];
      }),
    );
  },

  applePaySession(c) {
    let url: URL;
    try {
      url = new URL(c.payload.validation_url);
    } catch {
      return fail(400, 'validation_url: is not a URL', 'invalid_url');
    }
    if (url.protocol !== 'https:') fail(400, 'validation_url: must be an https URL', 'invalid_url');
    const merchant = createHash('sha256')
      .update(`sandbox:${c.state.tenant}`)
      .digest('hex')
      .toUpperCase();
    return {
      session: {
        epochTimestamp: c.now,
        expiresAt: c.now + 60 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: merchant,
        domainName: c.payload.domain,
        displayName: c.index.brandName,
        signature: randomBytes(64).toString('base64'),
        operationalAnalyticsIdentifier: `${c.index.brandName}:${merchant.slice(0, 16)}`,
        retries: 0,
        pspId: merchant,
      },
    };
  },
};
