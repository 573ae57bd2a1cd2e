import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Address } from '../../api/schemas/customer.ts';
import { savedAddressLine } from '../../lib/account/addresses.ts';
import { $addresses, deleteAddress, loadAddresses } from '../../stores/account/addresses.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { ListStatus } from './ListStatus.tsx';
import * as css from './saved.css.ts';
import * as m from '#messages';

// The form (with the address search) and the confirmation are loaded when first opened.
const AddressForm = lazy(() =>
  import('./AddressForm.tsx').then((mod) => ({ default: mod.AddressForm })),
);
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((mod) => ({ default: mod.ConfirmDialog })),
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
      <ListStatus list={list} loading={m.addresses_loading} onRetry={() => void loadAddresses()} />
      {list.status === 'ready' && list.items.length === 0 && (
        <div className={css.empty}>
          <p className={css.itemTitle}>{m.addresses_empty}</p>
        </div>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul className={css.list} aria-label={m.addresses_listLabel}>
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
                    {m.addresses_edit}
                    <span className={srOnly}> {line}</span>
                  </button>
                  <button
                    type="button"
                    className={button.secondary}
                    onClick={() => setOpen({ kind: 'delete', address: a })}
                  >
                    {m.addresses_delete}
                    <span className={srOnly}> {line}</span>
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
            {m.addresses_add}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {(open?.kind === 'add' || open?.kind === 'edit') && (
          <AddressForm
            address={open.kind === 'edit' ? open.address : undefined}
            onClose={close}
            onSaved={(a) => {
              const address = savedAddressLine(a);
              setNotice(
                open.kind === 'edit'
                  ? m.addresses_updated({ address })
                  : m.addresses_added({ address }),
              );
              close();
            }}
          />
        )}
        {open?.kind === 'delete' && (
          <ConfirmDialog
            title={m.addresses_deleteTitle}
            text={savedAddressLine(open.address)}
            confirmLabel={m.addresses_deleteConfirm}
            onConfirm={async () => {
              const r = await deleteAddress(open.address.address_id);
              if (r.ok) setNotice(m.addresses_deleted({ address: savedAddressLine(open.address) }));
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
