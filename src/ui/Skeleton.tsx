import type { CSSProperties, ReactNode } from 'react';
import { srOnly } from '../theme/recipes.css.ts';
import * as css from './skeleton.css.ts';

/**
 * Placeholder shapes of content on its way. The region is aria-busy and announces `label` through a
 * status; the shapes themselves are hidden from assistive technology.
 */
export function Skeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.region} aria-busy="true">
      <p role="status" className={srOnly}>
        {label}
      </p>
      <div className={css.shapes} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** One grey shape: a line of text, a heading, a button or an image, by its size. */
export function Bone({
  width = '100%',
  height = '1rem',
  radius,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
}) {
  return <span className={css.bone} style={{ width, height, borderRadius: radius }} />;
}

/** `count` cards of a title line and text lines, like a list of saved things or orders. */
export function SkeletonCards({ count = 2, lines = 2 }: { count?: number; lines?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={css.card}>
          <Bone width="55%" height="1.2rem" />
          {Array.from({ length: lines }, (_, j) => (
            <Bone key={j} width={j === lines - 1 ? '40%' : '85%'} />
          ))}
        </div>
      ))}
    </>
  );
}
