import * as m from '#messages';
import { Bone, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './confirmation.css.ts';

type Width = 'full' | 'most' | 'half' | 'some';

const card = (lines: Width[], title = true) => (
  <div className={css.card}>
    {title && <Bone width="third" height="title" />}
    {lines.map((width, i) => (
      <Bone key={i} width={width} height={i === 0 && !title ? 'title' : 'line'} />
    ))}
  </div>
);

/** The order's sections as they will stand: where and when, status, items, payment. */
export function ConfirmationSkeleton() {
  return (
    <Skeleton label={m.confirmation_loading}>
      <div className={css.wrap}>
        {card(['half', 'some', 'some', 'most'], false)}
        {card(['most', 'most', 'most', 'most', 'most'])}
        {card(['full', 'full', 'half', 'half'])}
        {card(['full'])}
      </div>
    </Skeleton>
  );
}
