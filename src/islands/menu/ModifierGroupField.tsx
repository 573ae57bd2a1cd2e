import { useStore } from '@nanostores/react';
import type { JSX } from 'react';
import type { MenuOption, ModifierGroup } from '../../api/schemas/menu.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { groupHint, isSingle, type Chosen } from '../../lib/menu/modifiers.ts';
import * as css from './dialog.css.ts';
import { optionSoldOut, SOLD_OUT_TODAY } from '../../lib/menu/sold-out.ts';
import { $live } from '../../stores/menu/availability.ts';

interface Props {
  group: ModifierGroup;
  chosen: Chosen;
  errors: Readonly<Record<number, string>>;
  currency: string;
  nested?: boolean;
  onToggle: (group: ModifierGroup, option: MenuOption) => void;
}

/**
 * One modifier group: radio buttons when exactly one option is required, checkboxes otherwise,
 * its rule as a hint, its error, and the groups of a chosen option right under that option.
 */
export function ModifierGroupField({
  group,
  chosen,
  errors,
  currency,
  nested,
  onToggle,
}: Props): JSX.Element {
  const single = isSingle(group);
  const hintId = `group-${group.group_id}-hint`;
  const errorId = `group-${group.group_id}-error`;
  const error = errors[group.group_id];
  const live = useStore($live)?.live;
  return (
    <fieldset
      className={nested ? `${css.group} ${css.nested}` : css.group}
      data-group={group.group_id}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={css.legend}>
        {group.name}{' '}
        <span id={hintId} className={css.hint}>
          {groupHint(group)}
        </span>
      </legend>
      {error && (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      )}
      <ul className={css.options}>
        {group.options.map((o) => {
          const on = chosen.has(o.option_id);
          // A sold-out option cannot be chosen; one already chosen (editing a line) can be let go.
          const soldOut = optionSoldOut(o.option_id, live);
          return (
            <li key={o.option_id}>
              <label className={css.option}>
                <input
                  className={css.control}
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.group_id}`}
                  checked={on}
                  aria-invalid={error ? true : undefined}
                  disabled={soldOut && !on}
                  onChange={() => onToggle(group, o)}
                />
                <span>{o.name}</span>
                {soldOut && <span className={css.hint}>{SOLD_OUT_TODAY}</span>}
                {o.price_cents !== 0 && (
                  <span className={css.optionPrice}>+{formatMoney(o.price_cents, currency)}</span>
                )}
              </label>
              {on &&
                o.groups?.map((g) => (
                  <ModifierGroupField
                    key={g.group_id}
                    group={g}
                    chosen={chosen}
                    errors={errors}
                    currency={currency}
                    nested
                    onToggle={onToggle}
                  />
                ))}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
