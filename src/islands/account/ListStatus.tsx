import type { SavedList } from '../../stores/account/saved-list.ts';
import { Loading } from './ScreenLoading.tsx';
import { Failure } from './ScreenState.tsx';

interface Props<T> {
  list: SavedList<T>;
  loading: string;
  onRetry: () => void;
}

/** A list's loading and failed states (with Try again); nothing once it is loaded. */
export function ListStatus<T>({ list, loading, onRetry }: Props<T>) {
  if (list.status === 'loading') return <Loading>{loading}</Loading>;
  if (list.status === 'error') return <Failure message={list.message} onRetry={onRetry} />;
  return null;
}
