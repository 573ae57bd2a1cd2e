import * as m from '#messages';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { Loading } from './ScreenLoading.tsx';

/** Order history's loading face, rendered by the server inside the island (AccountBody.astro). */
export function OrderHistorySkeleton() {
  return <Loading shape={<SkeletonCards count={3} lines={3} />}>{m.orderHistory_loading}</Loading>;
}
