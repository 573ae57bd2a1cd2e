import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent, type JSX } from 'react';
import type { MenuOption, ModifierGroup } from '../../api/schemas/menu.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { ITEM_NOTE_MAX } from '../../lib/limits.ts';
import {
  chosenFromLine,
  defaultChosen,
  priceOf,
  toChosenOptions,
  toggleOption,
  validateChoices,
} from '../../lib/menu/modifiers.ts';
import { saveLine } from '../../stores/cart/cart.ts';
import { $branding, $currencySymbol } from '../../stores/chain/config.ts';
import { $itemDialog, closeItemDialog } from '../../stores/menu/item-dialog.ts';
import {
  $favoriteItemIds,
  loadFavoriteItems,
  toggleFavoriteItem,
} from '../../stores/menu/favorite-items.ts';
import { $menu, findMenuItem } from '../../stores/menu/menu.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { button } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { sheetFooter } from '../../ui/dialog.css.ts';
import { hasErrors } from '../../ui/forms.ts';
import { ModifierGroupField } from './ModifierGroupField.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './dialog.css.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import { requestOrderDetails } from '../../stores/order/open-details.ts';
import { $pendingItem } from '../../stores/menu/pending-item.ts';

/** The item detail dialog: options, quantity, note, favourite, and adding (or updating) the line. */
export default function ItemDialog(): JSX.Element | null {
  const request = useStore($itemDialog)!;
  useStore($menu);
  const item = findMenuItem(request.menuItemId);
  const branding = useStore($branding);
  const loggedIn = useStore($loggedIn);
  const favorites = useStore($favoriteItemIds);
  const line = request.line;
  const groups: ModifierGroup[] = item?.modifier_groups ?? [];
  const [chosen, setChosen] = useState(() =>
    line ? chosenFromLine(groups, line.options) : defaultChosen(groups),
  );
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [note, setNote] = useState(line?.note ?? '');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const favoritesLoaded = !!favorites;
  useEffect(() => {
    if (loggedIn && !favoritesLoaded) void loadFavoriteItems();
  }, [loggedIn, favoritesLoaded]);

  const currency = useStore($currencySymbol);
  if (!item) {
    return (
      <Dialog title={m.item_dialogTitle} onClose={closeItemDialog}>
        {$menu.get().status === 'ready' ? (
          <p role="status">{m.item_notOnMenu}</p>
        ) : (
          <Skeleton label={m.item_loading}>
            <Bone height="block" />
            <Bone width="half" height="title" />
            <Bone width="wide" />
            <Bone height="pill" />
          </Skeleton>
        )}
      </Dialog>
    );
  }

  const total = priceOf(item, chosen, quantity);
  const toggle = (group: ModifierGroup, option: MenuOption) => {
    const next = toggleOption(chosen, group, option);
    setChosen(next);
    // Messages already shown follow the choice, so a fixed group stops saying it is wrong.
    if (Object.keys(errors).length) setErrors(validateChoices(groups, next));
  };

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !item) return;
    const found = validateChoices(groups, chosen);
    setErrors(found);
    if (hasErrors(found)) {
      setFailure('');
      // The first option of the first group that needs a change.
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setFailure('');
    const trimmed = note.trim();
    const payload = {
      ...(line ? { item_id: line.item_id } : {}),
      menu_item_id: item.item_id,
      quantity,
      options: toChosenOptions(groups, chosen),
      ...(trimmed ? { note: trimmed } : {}),
    };
    const result = await saveLine(payload, item.name);
    setBusy(false);
    if (!result.ok) return setFailure(result.message);
    closeItemDialog();
    if (result.value === 'no-order') {
      // The order is gone: the item opens again once a new one exists.
      $pendingItem.set({ storeId: request.storeId, menuItemId: item.item_id });
      await requestOrderDetails({ origin: 'default', storeId: request.storeId });
    }
  }

  const favorite = loggedIn && favorites ? favorites.has(item.item_id) : undefined;
  return (
    <Dialog title={item.name} onClose={closeItemDialog} sheet>
      <form ref={formRef} className={form.form} onSubmit={(e) => void submit(e)} noValidate>
        {item.image_url && (
          <img className={css.image} src={item.image_url} alt="" width={480} height={180} />
        )}
        {item.description && <p>{item.description}</p>}
        <p className={css.facts}>
          <span>{formatMoney(item.price_cents, currency)}</span>
          {item.calories ? <span>{m.item_calories({ calories: item.calories })}</span> : null}
        </p>
        {favorite !== undefined && (
          <div>
            <button
              type="button"
              className={css.favorite}
              aria-pressed={favorite}
              onClick={() => void toggleFavoriteItem(request.storeId, item.item_id)}
            >
              {favorite ? '♥' : '♡'} {m.item_favorite}
            </button>
          </div>
        )}
        {groups.map((g) => (
          <ModifierGroupField
            key={g.group_id}
            group={g}
            chosen={chosen}
            errors={errors}
            currency={currency}
            onToggle={toggle}
          />
        ))}
        {!branding.display_options.hide_item_note && (
          <div className={form.field}>
            <label className={form.label} htmlFor="item-note">
              {m.item_note}
            </label>
            <textarea
              id="item-note"
              className={`${form.input} ${css.textarea}`}
              maxLength={ITEM_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        )}
        {failure && (
          <p className={form.formError} role="alert">
            {failure}
          </p>
        )}
        <div className={`${css.row} ${sheetFooter}`}>
          <QuantityStepper value={quantity} onChange={setQuantity} />
          <button type="submit" className={button.primary} aria-disabled={busy || undefined}>
            {(line ? m.item_update : m.item_add)({ price: formatMoney(total, currency) })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
