import * as m from '#messages';
import { Bone, BoneField, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './checkout.css.ts';

/**
 * Checkout's shape (contact and payment beside the order's total) while the order loads. Rendered
 * on the server only and handed to the Checkout island as its children, so showing it costs the
 * browser no script (docs/architecture.md §8).
 */
export function CheckoutSkeleton() {
  const card = (fields: number) => (
    <div className={css.card}>
      <Bone width="half" height="title" />
      {Array.from({ length: fields }, (_, i) => (
        <BoneField key={i} />
      ))}
    </div>
  );
  return (
    <Skeleton label={m.checkout_loading}>
      <div className={css.layout}>
        <div className={`${css.column} ${css.main}`}>
          {card(3)}
          {card(1)}
        </div>
        <div className={`${css.column} ${css.sticky}`}>
          <div className={css.card}>
            <Bone width="half" height="title" />
            <Bone />
            <Bone width="wide" />
            <Bone height="pill" />
          </div>
        </div>
      </div>
    </Skeleton>
  );
}
