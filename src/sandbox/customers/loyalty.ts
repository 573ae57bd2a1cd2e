/**
 * Rewards (docs/product.md §2.1 Rewards): points, redeeming in store, and collecting points for an
 * in-store ticket (§7.6).
 */
import { randomInt } from 'node:crypto';
import type { CallContext, Handlers } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { CustomerDoc, TicketUseDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import { guestLocale, messagesOf, type GuestText } from '../core/guest-language.ts';
import { requireSelf } from './session.ts';
import { findStore } from '../stores/stores.ts';

/** How long a redeem code stays valid at the counter. */
export const REDEEM_CODE_MINUTES = 15;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code the cashier can read without confusing 0/O or 1/I. */
function rewardCode(): string {
  return `RW-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

/** A refused ticket: docs/product.md §7.6's data.error, in the guest's language. */
function collectError(c: CallContext, text: GuestText) {
  const locale = guestLocale(c.request.headers.get('accept-language'));
  return { data: { error: { message: text(messagesOf(locale), locale) } } };
}

export const loyaltyHandlers: Handlers<'loyalty' | 'redeemLoyalty' | 'collectInStore'> = {
  loyalty(c) {
    const { customer } = requireSelf(c);
    const l = customer.data.loyalty;
    return {
      points: l.points,
      lifetime_points: l.lifetime_points,
      programs: c.index.programs.map((p) => ({
        program_id: p.program_id,
        name: p.name,
        description: p.description,
        threshold: p.threshold,
      })),
      history: [...l.history].reverse(),
    };
  },

  redeemLoyalty(c) {
    const { customer } = requireSelf(c);
    const program =
      c.index.programs.find((p) => p.program_id === c.payload.program_id) ??
      fail(404, (t) => t.api_rewardNotFound, 'program_not_found');
    if (c.payload.store_id !== undefined) findStore(c.index, c.payload.store_id);
    const l = customer.data.loyalty;
    if (l.points < program.threshold)
      fail(
        400,
        (t) =>
          t.api_notEnoughPoints({ points: program.threshold - l.points, reward: program.name }),
        'not_enough_points',
      );
    const code = rewardCode();
    l.points -= program.threshold;
    l.history.push({
      date: isoNow(c),
      points: -program.threshold,
      description: `Redeemed ${program.name} (${code})`,
    });
    c.db.table<CustomerDoc>('customers').update(customer.id, customer.data);
    const expiresAt = new Date(c.now + REDEEM_CODE_MINUTES * 60_000).toISOString();
    return { ok: true, code, points: l.points, expires_at: expiresAt };
  },

  collectInStore(c) {
    // The point-of-sale integration answers 200 with data.error for a refused ticket
    // (docs/product.md §7.6).
    const p = c.payload;
    const ticket = c.index.tickets.get(p.ticket_id);
    if (!ticket) return collectError(c, (t) => t.api_ticketNotFound);
    if (ticket.store_id !== undefined && String(ticket.store_id) !== p.store_id)
      return collectError(c, (t) => t.api_ticketOtherStore);
    const used = c.db.table<TicketUseDoc>('tickets_used');
    if (used.byKey(ticket.ticket_id)) return collectError(c, (t) => t.api_ticketCollected);
    const customers = c.db.table<CustomerDoc>('customers');
    const customer = /^\d+$/.test(p.loyalty_identifier)
      ? customers.get(Number(p.loyalty_identifier))
      : undefined;
    if (!customer || customer.data.is_guest)
      return collectError(c, (t) => t.api_rewardsAccountNotFound);
    const l = customer.data.loyalty;
    l.points += ticket.points;
    l.lifetime_points += ticket.points;
    l.history.push({
      date: isoNow(c),
      points: ticket.points,
      description: `In-store purchase ${ticket.ticket_id}`,
    });
    customers.update(customer.id, customer.data);
    used.insert(
      { customer_id: customer.id, points: ticket.points, time: isoNow(c) },
      { key: ticket.ticket_id, owner: customer.id },
    );
    return { data: { ok: true, points: ticket.points } };
  },
};
