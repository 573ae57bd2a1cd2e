import type { ReactNode } from 'react';
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

/** One grey shape: a line of text, a heading, a field, a button or an image, by its size. */
export function Bone({
  width = 'full',
  height = 'line',
}: {
  width?: keyof typeof css.width;
  height?: keyof typeof css.height;
}) {
  return <span className={`${css.bone} ${css.width[width]} ${css.height[height]}`} />;
}

/** A form field's label and input. */
export function BoneField() {
  return (
    <span className={css.field}>
      <Bone width="third" height="label" />
      <Bone height="field" />
    </span>
  );
}

/** `count` cards of a title line and text lines, like a list of saved things or orders. */
export function SkeletonCards({ count = 2, lines = 2 }: { count?: number; lines?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={css.card}>
          <Bone width="half" height="title" />
          {Array.from({ length: lines }, (_, j) => (
            <Bone key={j} width={j === lines - 1 ? 'some' : 'wide'} />
          ))}
        </div>
      ))}
    </>
  );
}
