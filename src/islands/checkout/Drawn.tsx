import { useLayoutEffect, type ReactNode } from 'react';

/**
 * A state of Checkout that takes the skeleton's place: says so before the browser paints, so the
 * skeleton goes in the same frame as it appears (./Checkout.tsx).
 */
export function Drawn({
  children,
  onDrawn,
}: {
  children: ReactNode;
  onDrawn: (on: boolean) => void;
}) {
  useLayoutEffect(() => {
    onDrawn(true);
    return () => onDrawn(false);
  }, [onDrawn]);
  return children;
}
