import * as m from '#messages';
import type { Address } from '../../api/schemas/customer.ts';
import { savedAddressLine } from '../../lib/account/addresses.ts';
import * as css from './saved-addresses.css.ts';

interface Props {
  addresses: readonly Address[];
  onChoose: (address: Address) => void;
}

/**
 * The customer's saved addresses as buttons above the address search: a button, not a radio, so
 * moving through them with the keyboard chooses nothing until Enter or Space.
 */
export function SavedAddressChoices({ addresses, onChoose }: Props) {
  return (
    <div className={css.saved}>
      <h3 id="saved-addresses-title" className={css.title}>
        {m.orderDetails_savedAddresses}
      </h3>
      <ul className={css.list} aria-labelledby="saved-addresses-title">
        {addresses.map((a) => (
          <li key={a.address_id}>
            <button type="button" className={css.choice} onClick={() => onChoose(a)}>
              {savedAddressLine(a)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
