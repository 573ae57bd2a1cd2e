import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './confirmation.css.ts';

const card = (lines: (string | number)[], title = true) => (
  <div className={css.card}>
    {title && <Bone width="35%" height="1.45rem" />}
    {lines.map((width, i) => (
      <Bone key={i} width={width} height={i === 0 && !title ? '1.4rem' : '1.1rem'} />
    ))}
  </div>
);

/** The order's sections as they will stand: where and when, status, items, payment. */
export function ConfirmationSkeleton() {
  return (
    <Skeleton label="Loading your order…">
      <div className={css.wrap}>
        {card(['60%', '45%', '35%', '80%'], false)}
        {card(['70%', '70%', '70%', '70%', '70%'])}
        {card(['100%', '100%', '60%', '60%'])}
        {card(['100%'])}
      </div>
    </Skeleton>
  );
}
