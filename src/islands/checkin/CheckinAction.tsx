import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { orderCheckin } from '../../lib/checkin/order.ts';
import { SPOT_MAX, VEHICLE_MAX } from '../../lib/limits.ts';
import {
  $arrivals,
  arrivalOf,
  checkInOrder,
  clearArrivalError,
} from '../../stores/checkin/arrival.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import { button } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import { useFocusFirstInvalid } from '../../ui/hooks/useFocusFirstInvalid.ts';
import * as css from './checkin.css.ts';

// Only services that ask where the guest parked show fields: their code loads with them.
const TextField = lazy(() =>
  import('../../ui/TextField.tsx').then((mod) => ({ default: mod.TextField })),
);

interface Props {
  order: Order;
  store: Store | null | undefined;
  /** Order history: show the action only while it can be used (or has just been). */
  offerOnly?: boolean;
}

/**
 * "I'm here" for one order: the arrival details where the service asks for them, the button, and
 * the "the store knows you are here" state, which takes the focus when it replaces the button.
 */
export function CheckinAction({ order, store, offerOnly = false }: Props) {
  const now = useStore($checkinNow);
  const arrival = arrivalOf(useStore($arrivals), order.order_id);
  const [vehicle, setVehicle] = useState('');
  const [spot, setSpot] = useState('');
  const hereRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused arrival detail takes the focus, as in the other forms.
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const done = arrival.state === 'done';
  useEffect(() => {
    if (done) hereRef.current?.focus();
  }, [done]);

  const current = done ? arrival.order : order;
  const { verdict, reason, arrivalDetails } = orderCheckin(current, store, now);
  if (verdict.state === 'checked-in') {
    if (offerOnly && !done) return null;
    return (
      <p ref={hereRef} tabIndex={-1} className={css.here}>
        <span className={css.hereTitle}>{m.checkin_checkedIn}</span>
        <span>{m.checkin_checkedInOrder({ id: current.order_id })}</span>
        {current.checkin_info && current.checkin_info !== 'Arrived' && (
          <span>{current.checkin_info}</span>
        )}
      </p>
    );
  }
  if (verdict.state !== 'open') return offerOnly ? null : <p className={css.text}>{reason}</p>;

  const sending = arrival.state === 'sending';
  const fields = arrival.state === 'error' ? arrival.fields : undefined;
  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    void checkInOrder(order.order_id, arrivalDetails ? { vehicle, spot } : undefined).then((r) => {
      if (r.ok || !r.fields) return;
      focusFirstInvalid();
    });
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    clearArrivalError(order.order_id);
  };
  return (
    <form ref={formRef} className={css.action} onSubmit={submit} noValidate>
      <p className={css.text}>{arrivalDetails ? m.checkin_promptDetails : m.checkin_prompt}</p>
      {arrivalDetails && (
        <Suspense fallback={null}>
          <div className={css.fields}>
            <TextField
              label={m.checkin_vehicle}
              hint={m.checkin_vehicleHint}
              value={vehicle}
              onValue={edit(setVehicle)}
              error={fields?.vehicle}
              maxLength={VEHICLE_MAX}
              autoComplete="off"
            />
            <TextField
              label={m.checkin_parkingSpot}
              value={spot}
              onValue={edit(setSpot)}
              error={fields?.spot}
              maxLength={SPOT_MAX}
              autoComplete="off"
            />
          </div>
        </Suspense>
      )}
      {arrival.state === 'error' && !fields && (
        <p className={form.formError} role="alert">
          {arrival.message}
        </p>
      )}
      <div>
        <button type="submit" className={button.primary} aria-disabled={sending || undefined}>
          {sending ? m.checkin_checkingIn : m.checkin_imHere}
        </button>
      </div>
    </form>
  );
}
