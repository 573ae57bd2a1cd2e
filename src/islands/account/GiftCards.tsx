import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { SavedCard } from '../../api/schemas/customer.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { $giftCards, loadGiftCards, removeGiftCard } from '../../stores/account/gift-cards.ts';
import { $branding, $currencySymbol } from '../../stores/chain/config.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { GiftCardForm } from './GiftCardForm.tsx';
import { ListStatus } from './ListStatus.tsx';
import * as gift from './gift-cards.css.ts';
import * as css from './saved.css.ts';
import * as m from '#messages';

const nameOf = (c: SavedCard) => m.giftCards_name({ last4: c.last4 });

/**
 * The customer's gift cards with their balances (docs/product.md §7.2), drawn with the chain's
 * gift_card_image (docs/product.md §3 Branding) or a card in its colours; add by number and PIN,
 * remove.
 */
export default function GiftCards() {
  const list = useStore($giftCards);
  const image = useStore($branding).gift_card_image;
  const symbol = useStore($currencySymbol);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => void loadGiftCards(), []);

  return (
    <div className={css.screen}>
      <p role="status" className={notice ? css.notice : srOnly}>
        {notice}
      </p>
      <ListStatus list={list} loading={m.giftCards_loading} onRetry={() => void loadGiftCards()} />
      {list.status === 'ready' && list.items.length === 0 && (
        <div className={css.empty}>
          <p className={css.itemTitle}>{m.giftCards_empty}</p>
          <p className={css.muted}>{m.giftCards_emptyHint}</p>
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className={gift.grid} aria-label={m.giftCards_listLabel}>
          {list.items.map((c) => (
            <li key={c.card_id} className={gift.item}>
              {image ? (
                <img className={gift.art} src={image} alt="" loading="lazy" />
              ) : (
                <div className={gift.fallback} aria-hidden="true">
                  <span>{m.giftCards_giftCard}</span>
                  <span>•••• {c.last4}</span>
                </div>
              )}
              <div className={css.itemText}>
                <p className={css.itemTitle}>{nameOf(c)}</p>
                <p className={css.muted}>
                  {m.giftCards_balance({ amount: formatMoney(c.balance_cents ?? 0, symbol) })}
                </p>
              </div>
              <div>
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => {
                    setNotice('');
                    setRemoving(c);
                  }}
                >
                  {m.giftCards_remove}
                  <span className={srOnly}> {nameOf(c)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'ready' && (
        <GiftCardForm
          numberRef={numberField}
          onAdded={(c) =>
            setNotice(
              m.giftCards_added({
                last4: c.last4,
                balance: formatMoney(c.balance_cents ?? 0, symbol),
              }),
            )
          }
        />
      )}
      {removing && (
        <ConfirmDialog
          title={m.giftCards_removeTitle}
          text={m.giftCards_removeText({ last4: removing.last4 })}
          confirmLabel={m.giftCards_removeConfirm}
          onConfirm={async () => {
            const r = await removeGiftCard(removing.card_id);
            if (r.ok) setNotice(m.giftCards_removed({ last4: removing.last4 }));
            return r;
          }}
          onClose={() => setRemoving(null)}
          focusAfter={numberField}
        />
      )}
    </div>
  );
}
