import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Address } from '../../api/schemas/customer.ts';
import { savedAddressLine } from '../../lib/account/addresses.ts';
import { $addresses, deleteAddress, loadAddresses } from '../../stores/account/addresses.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { ListStatus } from './ListStatus.tsx';
import * as css from './saved.css.ts';

// The form (with the address search) and the confirmation are loaded when first opened.
const AddressForm = lazy(() =>
  import('./AddressForm.tsx').then((m) => ({ default: m.AddressForm })),
);
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; address: Address } | null;

/** The customer's saved addresses (docs/product.md §7.2): list, add, edit and delete. */
export default function Addresses() {
  const list = useStore($addresses);
  const [open, setOpen] = useState<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => void loadAddresses(), []);
  const close = () => setOpen(null);

  return (
    <div className={css.screen}>
      <p role="status" className={notice ? css.notice : srOnly}>
        {notice}
      </p>
      <ListStatus
        list={list}
        loading="Loading your addresses…"
        onRetry={() => void loadAddresses()}
      />
      {list.status === 'ready' && list.items.length === 0 && (
        <div className={css.empty}>
          <p className={css.itemTitle}>You have no saved addresses yet</p>
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className={css.list} aria-label="Saved addresses">
          {list.items.map((a) => {
            const line = savedAddressLine(a);
            return (
              <li key={a.address_id} className={css.item}>
                <p className={css.itemTitle}>{line}</p>
                <div className={css.actions}>
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => setOpen({ kind: 'edit', address: a })}
                  >
                    Edit<span className={srOnly}> {line}</span>
                  </button>
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => setOpen({ kind: 'delete', address: a })}
                  >
                    Delete<span className={srOnly}> {line}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {list.status === 'ready' && (
        <div>
          <button
            ref={addButton}
            type="button"
            className={button.primary}
            onClick={() => {
              setNotice('');
              setOpen({ kind: 'add' });
            }}
          >
            Add an address
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {(open?.kind === 'add' || open?.kind === 'edit') && (
          <AddressForm
            address={open.kind === 'edit' ? open.address : undefined}
            onClose={close}
            onSaved={(a) => {
              setNotice(
                `${open.kind === 'edit' ? 'Address updated' : 'Address added'}: ${savedAddressLine(a)}`,
              );
              close();
            }}
          />
        )}
        {open?.kind === 'delete' && (
          <ConfirmDialog
            title="Delete this address?"
            text={savedAddressLine(open.address)}
            confirmLabel="Delete address"
            onConfirm={async () => {
              const r = await deleteAddress(open.address.address_id);
              if (r.ok) setNotice(`Address deleted: ${savedAddressLine(open.address)}`);
              return r;
            }}
            onClose={close}
            focusAfter={addButton}
          />
        )}
      </Suspense>
    </div>
  );
}
