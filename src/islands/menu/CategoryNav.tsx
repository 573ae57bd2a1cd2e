import * as m from '#messages';
import type { JSX } from 'react';
import { categoryAnchor, type ShownCategory } from '../../lib/menu/display.ts';
import * as css from './menu.css.ts';

interface Props {
  categories: readonly ShownCategory[];
  active: number | undefined;
  side: boolean;
  onJump: (categoryId: number) => void;
}

/**
 * The category list (docs/product.md branding category_placement): links that work without script
 * too.
 */
export function CategoryNav({ categories, active, side, onJump }: Props): JSX.Element {
  return (
    <nav aria-label={m.menu_categories} className={side ? `${css.nav} ${css.navSide}` : css.nav}>
      <ul className={side ? `${css.navList} ${css.navListSide}` : css.navList}>
        {categories.map((c) => (
          <li key={c.category_id}>
            <a
              className={css.navLink}
              href={`#${categoryAnchor(c.category_id)}`}
              aria-current={active === c.category_id ? 'true' : undefined}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                onJump(c.category_id);
              }}
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
