import type { ReactNode } from 'react';
import { Skeleton, SkeletonCards } from '../../ui/Skeleton.tsx';

/**
 * Cards shaped like the screen's content while its data is on its way, "Loading…" announced
 * politely; `shape` replaces the default cards where the content looks otherwise.
 */
export function Loading({ children, shape }: { children: string; shape?: ReactNode }) {
  return <Skeleton label={children}>{shape ?? <SkeletonCards count={2} />}</Skeleton>;
}
