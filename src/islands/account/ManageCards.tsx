import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { SavedCard } from '../../api/schemas/customer.ts';
import { cardExpired, cardExpiry, cardLabel } from '../../lib/account/cards.ts';
import {
  $cardOutcome,
  $cards,
  addCardOnHostedPage,
  deleteCard,
  loadCards,
  takeReturnedCard,
} from '../../stores/account/cards.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ListStatus } from './ListStatus.tsx';
import * as css from './saved.css.ts';
import * as m from '#messages';

/**
 * Saved credit cards (docs/product.md §7.2): brand, last four and expiry, expired ones marked;
 * delete behind a confirmation; a new card is entered on the payment provider's page, never here
 * (docs/architecture.md §6).
 */
export default function ManageCards() {
  const list = useStore($cards);
  const outcome = useStore($cardOutcome);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState('');
  useEffect(() => {
    // The returned card is saved first, so the list read after it includes it.
    void takeReturnedCard().then(() => loadCards());
  }, []);
  const now = new Date();

  return (
    <div className={css.screen}>
      <p role="status" className={removed ? css.notice : srOnly}>
        {removed}
      </p>
      {outcome?.kind === 'added' && (
        <p role="status" className={css.notice}>
          {outcome.message}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p role="alert" className={form.formError}>
          {outcome.message}
        </p>
      )}
      <ListStatus list={list} loading={m.cards_loading} onRetry={() => void loadCards()} />
      {list.status === 'ready' && list.items.length === 0 && (
        <div className={css.empty}>
          <p className={css.itemTitle}>{m.cards_empty}</p>
          <p className={css.muted}>{m.cards_emptyHint}</p>
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className={css.list} aria-label={m.cards_listLabel}>
          {list.items.map((c) => {
            const label = cardLabel(c);
            const expiry = cardExpiry(c);
            const expired = cardExpired(c, now);
            return (
              <li key={c.card_id} className={css.item}>
                <div className={css.itemText}>
                  <p className={css.itemTitle}>{label}</p>
                  {expiry && (
                    <p className={css.muted}>
                      {expired ? m.cards_expiredOn({ expiry }) : m.cards_expiresOn({ expiry })}
                    </p>
                  )}
                  {expired && <span className={css.badge}>{m.cards_expired}</span>}
                </div>
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => {
                    setRemoved('');
                    setRemoving(c);
                  }}
                >
                  {m.cards_delete}
                  <span className={srOnly}> {label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.status === 'ready' && (
        // What the provider's page is and what is kept is said under the screen's heading.
        <div>
          <button
            ref={addButton}
            type="button"
            className={button.primary}
            onClick={addCardOnHostedPage}
          >
            {m.cards_add}
          </button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={m.cards_deleteTitle}
          text={m.cards_deleteText({ card: cardLabel(removing) })}
          confirmLabel={m.cards_deleteConfirm}
          onConfirm={async () => {
            const r = await deleteCard(removing.card_id);
            if (r.ok) setRemoved(m.cards_deleted({ card: cardLabel(removing) }));
            return r;
          }}
          onClose={() => setRemoving(null)}
          focusAfter={addButton}
        />
      )}
    </div>
  );
}
