import { useEffect, useState, type RefObject } from 'react';

/** How far below the top of the window a section counts as "in view" (the sticky bar is above it). */
const LINE_PX = 120;

/**
 * Scroll-spy of a page of sections marked `section[data-category="<id>"]`: the section at the top
 * of the window is current. Jumping scrolls to a section (element id `anchorOf(id)`) and moves
 * focus to its heading (`<anchor>-title`).
 */
export function useScrollSpy(
  root: RefObject<HTMLElement | null>,
  sectionIds: readonly number[],
  anchorOf: (id: number) => string,
): [number | undefined, (id: number) => void] {
  const [active, setActive] = useState<number | undefined>(undefined);
  const ids = sectionIds.join(',');

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = [
        ...(root.current?.querySelectorAll<HTMLElement>('section[data-category]') ?? []),
      ];
      let current = sections[0];
      for (const s of sections) if (s.getBoundingClientRect().top <= LINE_PX) current = s;
      // At the very bottom the last category is current, even when it is short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = sections.at(-1) ?? current;
      if (current) setActive(Number(current.dataset.category));
    };
    const onScroll = () => (frame ||= requestAnimationFrame(measure));
    window.addEventListener('scroll', onScroll, { passive: true });
    measure();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids, root]);

  const jump = (id: number) => {
    const anchor = anchorOf(id);
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    document.getElementById(`${anchor}-title`)?.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${anchor}`);
    setActive(id);
  };
  return [active, jump];
}
