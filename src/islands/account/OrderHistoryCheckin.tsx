import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { orderCheckin } from '../../lib/checkin/order.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import { button } from '../../theme/recipes.css.ts';
import { Bone, BoneField } from '../../ui/Skeleton.tsx';
import type { CheckinAction as Action } from '../checkin/CheckinAction.tsx';
import * as css from '../checkin/checkin.css.ts';

const loadAction = () => import('../checkin/CheckinAction.tsx');

/**
 * Order history's "I'm here" while an order can be checked in. Only the window is judged at first
 * paint; the action's code (its form, the arrival store and the call) loads on the first press (or
 * hover, or focus), or at once where the service asks where the guest parked, since those fields
 * show straight away (docs/architecture.md §8). Until then a stand-in of the same shape holds its
 * place.
 */
export function OrderHistoryCheckin({ order, store }: { order: Order; store: Store | undefined }) {
  const now = useStore($checkinNow);
  const [CheckinAction, setAction] = useState<ComponentType<Parameters<typeof Action>[0]>>();
  const [pressed, setPressed] = useState(false);
  const { verdict, arrivalDetails } = orderCheckin(order, store, now);
  const open = verdict.state === 'open';
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && arrivalDetails) void loadAction().then((mod) => setAction(() => mod.CheckinAction));
  }, [open, arrivalDetails]);
  useEffect(() => {
    if (!pressed || !CheckinAction) return;
    // The press is passed on: the action's own button takes the focus over and sends it.
    const form = box.current?.querySelector('form');
    form?.querySelector('button')?.focus();
    form?.requestSubmit();
  }, [pressed, CheckinAction]);

  if (CheckinAction && (pressed || open))
    return (
      <div ref={box}>
        <CheckinAction order={order} store={store} offerOnly />
      </div>
    );
  if (!open) return null;
  if (arrivalDetails)
    return (
      <div className={css.action} aria-hidden="true">
        <Bone width="wide" />
        <BoneField />
        <BoneField />
        <Bone width="third" height="field" />
      </div>
    );
  return (
    <form
      className={css.action}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (pressed) return;
        setPressed(true);
        void loadAction().then((mod) => setAction(() => mod.CheckinAction));
      }}
    >
      <p className={css.text}>{m.checkin_prompt}</p>
      <div>
        <button
          type="submit"
          className={button.primary}
          onPointerEnter={() => void loadAction()}
          onFocus={() => void loadAction()}
        >
          {m.checkin_imHere}
        </button>
      </div>
    </form>
  );
}
