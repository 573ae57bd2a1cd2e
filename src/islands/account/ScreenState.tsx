import type { ReactNode } from 'react';
import { button } from '../../theme/recipes.css.ts';
import { Skeleton, SkeletonCards } from '../../ui/Skeleton.tsx';
import * as css from './account-screen.css.ts';

/** The loading, error and empty faces every account screen shares. */

/**
 * Cards shaped like the screen's content while its data is on its way, "Loading…" announced
 * politely; `shape` replaces the default cards where the content looks otherwise.
 */
export function Loading({ children, shape }: { children: string; shape?: ReactNode }) {
  return <Skeleton label={children}>{shape ?? <SkeletonCards count={2} />}</Skeleton>;
}

/** A failure in the guest's words (the alert is the message alone), with Try again. */
export function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={css.state}>
      <p className={css.stateText} role="alert">
        {message}
      </p>
      <button type="button" className={button({ kind: 'secondary' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Nothing to show yet, and where to go instead. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className={css.state}>{children}</div>;
}
