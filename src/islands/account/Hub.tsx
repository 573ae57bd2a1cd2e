import { useStore } from '@nanostores/react';
import { displayPhone } from '../../lib/format/phone.ts';
import { greeting, hubTiles, verificationRows } from '../../lib/account/hub.ts';
import { $profileMenu } from '../../stores/account/profile-menu.ts';
import { useAccountCustomer } from '../../stores/account/useAccountCustomer.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { openModal } from '../../stores/app/modal.ts';
import { button } from '../../theme/recipes.css.ts';
import { AccountState } from './AccountState.tsx';
import * as css from './hub.css.ts';
import * as m from '#messages';

/**
 * The account hub (docs/product.md §2.1 "Account"): a greeting, the phone and e-mail verification
 * state with the Verify actions docs/product.md §2.3 allows, and a tile for every screen the
 * profile menu allows.
 */
export default function Hub() {
  const load = useAccountCustomer();
  const entries = useStore($profileMenu);
  const configReady = useStore($storeConfig) !== undefined;
  // The customer (and the chain's configuration) may be known before this island hydrates; its
  // first render must still be the server's skeleton, or React reports a mismatch (#418).
  const hydrated = useHydrated();
  if (!hydrated) return <AccountState load={{ state: 'loading' }} />;
  if (load.state !== 'ready') return <AccountState load={load} />;
  if (!configReady) return <AccountState load={{ state: 'loading' }} />;
  const { customer } = load;
  const rows = verificationRows(
    { phoneVerified: customer.is_phone_verified, emailVerified: customer.is_verified },
    entries,
  );
  const shown = { phone: displayPhone(customer.phone), email: customer.email };
  return (
    <div className={css.hub}>
      <p className={css.greeting}>{greeting(customer.first_name)}</p>
      <section className={css.panel} aria-labelledby="hub-contact">
        <h2 id="hub-contact" className={css.panelTitle}>
          {m.account_contactDetails}
        </h2>
        <ul className={css.statusList}>
          {rows.map((row) => (
            <li key={row.kind} className={css.statusRow}>
              <p className={css.statusText}>
                {m.account_contactRow({
                  label: row.label,
                  value: shown[row.kind] || m.account_notSet,
                })}
                <span className={css.badge}>
                  {row.verified ? m.account_verified : m.account_notVerified}
                </span>
              </p>
              {row.action && (
                <button
                  type="button"
                  className={button.primary}
                  onClick={() => row.action && openModal(row.action)}
                >
                  {row.action === 'verify-phone'
                    ? m.account_menuVerifyPhone
                    : m.account_menuVerifyEmail}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hub-screens" className={css.hub}>
        <h2 id="hub-screens" className={css.panelTitle}>
          {m.account_yourAccount}
        </h2>
        <ul className={css.tiles}>
          {hubTiles(entries).map((t) => (
            <li key={t.key} className={css.tile}>
              {/* The whole card takes the click; the link is named by its label alone. */}
              <a className={css.tileLink} href={t.href}>
                {t.label}
              </a>
              <span className={css.tileText}>{t.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
