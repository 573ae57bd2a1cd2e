import { button } from '../../theme/recipes.css.ts';
import { Bone, BoneField, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './checkout.css.ts';

/** Checkout's shape (contact and payment beside the order's total) while the order loads. */
export function Loading() {
  const card = (fields: number) => (
    <div className={css.card}>
      <Bone width="half" height="title" />
      {Array.from({ length: fields }, (_, i) => (
        <BoneField key={i} />
      ))}
    </div>
  );
  return (
    <Skeleton label="Loading your order…">
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

/** Checkout with nothing to pay for: what to do instead. */
export function Nothing(p: { title: string; text: string; href: string; link: string }) {
  return (
    <div className={css.card}>
      <h2 className={css.heading}>{p.title}</h2>
      <p className={css.muted}>{p.text}</p>
      <p className={css.muted}>
        <a className={button({ kind: 'primary' })} href={p.href}>
          {p.link}
        </a>
      </p>
    </div>
  );
}
