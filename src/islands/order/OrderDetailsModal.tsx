import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';

import { closingSoonMessage, storeNow } from '../../lib/schedule/index.ts';
import { startDisabled, startLabel } from '../../lib/order/validate.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { $dayAndTimeSelected } from '../../stores/order/order.ts';
import {
  $draft,
  $draftSchedule,
  $draftService,
  $draftServices,
  $draftStore,
  $draftTitle,
  $now,
  chooseOrderType,
  chooseService,
  dismissOrderDetails,
  retryDraftStore,
  setGuestCount,
  submitDetails,
} from '../../stores/order/details.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { sheetFooter } from '../../ui/dialog.css.ts';
import { TextField } from '../../ui/TextField.tsx';
import * as form from '../../ui/form.css.ts';
import { AddressPicker } from './AddressPicker.tsx';
import { DayTimePickers } from './DayTimePickers.tsx';
import { ServiceSwitch } from './ServiceSwitch.tsx';
import { StoreBlock } from './StoreBlock.tsx';
import { BoneField, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './details.css.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';

/** The order details (date and time) modal of docs/product.md §2.10. */
export function OrderDetailsModal() {
  const d = useStore($draft);
  const store = useStore($draftStore);
  const service = useStore($draftService);
  const services = useStore($draftServices);
  const schedule = useStore($draftSchedule);
  const title = useStore($draftTitle);
  const now = useStore($now);
  const branding = useStore($branding);
  const config = useStore($storeConfig);
  const dayAndTimeSelected = useStore($dayAndTimeSelected);
  const formRef = useRef<HTMLFormElement>(null);
  const toggle = !!branding.display_options.asap_schedule_toggle_enabled;
  const closed = !!schedule?.temporarilyClosed;
  // docs/product.md §2.10: no service control for a reorder or the two special variants.
  const hideServices = d.origin !== 'default';
  const reorder = d.origin === 'reorder';

  // Errors move focus to the first invalid field, as in the other forms.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const orderType = d.orderType ?? schedule?.orderType ?? 'future';
  return (
    <Dialog
      title={title.title}
      onClose={dismissOrderDetails}
      sheet
      describedBy={title.text ? 'order-details-text' : undefined}
    >
      <form
        ref={formRef}
        className={css.body}
        noValidate
        aria-busy={d.busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submitDetails().then(() => {
            const { errors } = $draft.get();
            if (errors.address || errors.guestCount) focusFirstInvalid();
          });
        }}
      >
        {title.text && (
          <p id="order-details-text" className={css.lead}>
            {title.text}
          </p>
        )}
        {d.storeState === 'loading' && (
          <Skeleton label={m.orderDetails_loadingHours}>
            <BoneField />
            <BoneField />
          </Skeleton>
        )}
        {d.storeState === 'error' && (
          <div className={form.formError} role="alert">
            {m.errors_somethingWentWrongLater}
            <button type="button" className={form.linkButton} onClick={retryDraftStore}>
              {m.orderDetails_tryAgain}
            </button>
          </div>
        )}
        {store && service && (
          <>
            {reorder && (
              <p className={css.lead}>
                {m.orderDetails_reorderLead({ service: service.display_name.toLowerCase() })}
              </p>
            )}
            {!hideServices && services.length > 1 && (
              <ServiceSwitch
                services={services}
                value={service.service_type_id}
                onChange={chooseService}
              />
            )}
            {service.requires_address ? (
              <AddressPicker
                key={service.service_type_id}
                text={d.addressText}
                picked={d.picked}
                apt={d.apt}
                error={d.errors.address}
              />
            ) : (
              <StoreBlock
                store={store}
                hideAddress={!!branding.display_options.hide_store_address}
              />
            )}
            {service.requires_guest_count && (
              <TextField
                label={m.orderDetails_guestCount}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={d.guestCount}
                onValue={setGuestCount}
                error={d.errors.guestCount}
              />
            )}
            {!schedule ? null : closed ? (
              <p className={css.closed} role="status">
                {m.orderDetails_temporarilyClosed({
                  service: service.display_name.toLowerCase(),
                })}
              </p>
            ) : (
              <>
                {toggle && (
                  <fieldset className={css.fieldset} role="radiogroup">
                    <legend className={css.legend}>{m.orderDetails_when}</legend>
                    <div className={css.radios}>
                      <label className={css.radio}>
                        <input
                          className={css.radioInput}
                          type="radio"
                          name="order-type"
                          checked={orderType === 'asap'}
                          disabled={!schedule.asapAvailable}
                          onChange={() => chooseOrderType('asap')}
                        />
                        {m.orderDetails_asap}
                      </label>
                      <label className={css.radio}>
                        <input
                          className={css.radioInput}
                          type="radio"
                          name="order-type"
                          checked={orderType === 'future'}
                          disabled={!!config?.disable_future_orders || schedule.days.length === 0}
                          onChange={() => chooseOrderType('future')}
                        />
                        {m.orderDetails_future}
                      </label>
                    </div>
                  </fieldset>
                )}
                <DayTimePickers
                  days={schedule.days}
                  day={d.day}
                  hour={d.hour}
                  today={storeNow(now, store).date}
                />
                {schedule.closingSoonMinutes !== undefined && (
                  <p className={css.notice} role="status">
                    {closingSoonMessage(schedule.closingSoonMinutes)}
                  </p>
                )}
              </>
            )}
          </>
        )}
        {d.errors.form && (
          <p className={form.formError} role="alert">
            {d.errors.form}
            {d.errors.selectAnotherLocation && (
              <a className={css.inlineLink} href="/">
                {m.orderDetails_selectAnotherLocation}
              </a>
            )}
          </p>
        )}
        <div className={sheetFooter}>
          <button
            type="submit"
            className={`${button.primary} ${form.full}`}
            disabled={
              d.storeState !== 'ready' ||
              startDisabled({ closed, days: schedule?.days.length ?? 0, day: d.day, hour: d.hour })
            }
            aria-disabled={d.busy || undefined}
          >
            {/* A reorder always starts a new order, whatever the current one is. */}
            {startLabel({ closed, dayAndTimeSelected: dayAndTimeSelected && !reorder })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
