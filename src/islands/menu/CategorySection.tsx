import type { JSX } from 'react';
import type { MenuItem } from '../../api/schemas/menu.ts';
import type { ShownCategory } from '../../lib/menu/display.ts';
import { ItemCard } from './ItemCard.tsx';
import * as css from './menu.css.ts';

interface Props {
  category: ShownCategory;
  anchor: string;
  imageStyle: 'banner' | 'thumbnail' | 'none';
  currency: string;
  /** How many of its first items load their image at once. */
  eagerCount: number;
  /** Items sold out just now (live availability). */
  soldOut?: ((itemId: number) => boolean) | undefined;
  onChoose: (item: MenuItem) => void;
}

/** One category: its heading (the jump target of the category nav), image and items. */
export function CategorySection({
  category: c,
  anchor,
  imageStyle,
  currency,
  eagerCount,
  soldOut,
  onChoose,
}: Props): JSX.Element {
  const image = imageStyle !== 'none' && c.image_url ? c.image_url : null;
  const heading = (
    <h2 id={`${anchor}-title`} className={css.sectionHeading} tabIndex={-1}>
      {c.name}
    </h2>
  );
  return (
    <section
      id={anchor}
      className={css.section}
      aria-labelledby={`${anchor}-title`}
      data-category={c.category_id}
    >
      {image && imageStyle === 'banner' && (
        <img
          className={css.banner}
          src={image}
          alt=""
          width={800}
          height={140}
          loading={eagerCount > 0 ? undefined : 'lazy'}
          decoding="async"
        />
      )}
      {image && imageStyle === 'thumbnail' ? (
        <div className={css.thumbRow}>
          <img
            className={css.thumb}
            src={image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
          {heading}
        </div>
      ) : (
        heading
      )}
      {c.description && <p className={css.description}>{c.description}</p>}
      <ul className={css.items}>
        {c.items.map((item, i) => (
          <ItemCard
            key={item.item_id}
            item={item}
            currency={currency}
            eager={i < eagerCount}
            soldOutToday={soldOut?.(item.item_id)}
            onChoose={onChoose}
          />
        ))}
      </ul>
    </section>
  );
}
