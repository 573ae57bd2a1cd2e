import type { SavedList } from '../../stores/account/saved-list.ts';
import { button } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import * as css from './saved.css.ts';

interface Props<T> {
  list: SavedList<T>;
  loading: string;
  onRetry: () => void;
}

/** A list's loading and failed states (with Try again); nothing once it is loaded. */
export function ListStatus<T>({ list, loading, onRetry }: Props<T>) {
  if (list.status === 'loading')
    return (
      <p role="status" className={css.muted}>
        {loading}
      </p>
    );
  if (list.status === 'error')
    return (
      <div role="alert" className={form.formError}>
        <p className={css.plain}>{list.message}</p>
        <button type="button" className={button({ kind: 'secondary' })} onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  return null;
}
