/**
 * How an island's React component takes over its server-rendered HTML: `@astrojs/react`'s client
 * with only what this storefront uses (astro.config.mjs points the renderer at shell-islands.ts,
 * which exports it). Every island is server-rendered and hydrated; none is `client:only`, none uses
 * Astro actions' form state or `experimentalReactChildren`, so their code (a third of the original)
 * is not shipped to every page. Taken from `@astrojs/react` 7.0.0 with Astro 7.3.5, and pinned to them by
 * tests/islands/react-client-fork.test.ts, which fails when either changes.
 */
import { createElement as h, memo, startTransition, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * A slot's server HTML, left as it is: React neither re-renders nor warns about it (the same
 * element and attributes as `@astrojs/react`'s StaticHtml, which the server renderer writes).
 */
const StaticHtml = memo(
  ({ value, name }: { value?: string | undefined; name?: string | undefined }) =>
    value?.trim()
      ? h('astro-slot', {
          name,
          suppressHydrationWarning: true,
          dangerouslySetInnerHTML: { __html: value },
        })
      : null,
  () => true,
);

type Slots = Record<string, string | undefined>;

/** An island hydrated once: connected again (moved in the page), it renders into the same root. */
const roots = new WeakMap<HTMLElement, Root>();

export default (element: HTMLElement) =>
  (
    Component: ComponentType<Record<string, unknown>>,
    props: Record<string, unknown>,
    { default: children, ...named }: Slots,
  ) => {
    // Only server-rendered islands are hydrated (an island without `ssr` has nothing to take over).
    if (!element.hasAttribute('ssr')) return;
    for (const [name, value] of Object.entries(named)) props[name] = h(StaticHtml, { value, name });
    const root = h(Component, props, children ? h(StaticHtml, { value: children }) : undefined);
    startTransition(() => {
      const known = roots.get(element);
      if (known) return known.render(root);
      // `prefix` is the server's useId prefix for this island, so generated ids match on hydration.
      const r = hydrateRoot(element, root, {
        identifierPrefix: element.getAttribute('prefix') ?? '',
      });
      roots.set(element, r);
      element.addEventListener(
        'astro:unmount',
        () => {
          roots.delete(element);
          r.unmount();
        },
        { once: true },
      );
    });
  };
