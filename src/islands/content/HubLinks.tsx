import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import * as m from '#messages';
import type { Link } from '../../generated/branding';
import { hubLinks } from '../../lib/content/links.ts';
import { NEW_TAB } from '../../lib/account/links.ts';
import { $branding } from '../../stores/chain/config.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as css from './HubLinks.css.ts';

interface Props {
  /** The shell's branding links, so the server's HTML already lists them. */
  links: Link[];
  brand: string;
}

const noop = () => () => undefined;

/**
 * The branding links (docs/product.md §3 links[]) on the content hub. A chain whose branding loads
 * at run time gets its links once the theme-config arrives; none at all, and the section is left
 * out.
 */
export default function HubLinks({ links, brand }: Props) {
  const branding = useStore($branding);
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const shown = hubLinks(mounted ? branding.links : links);
  if (shown.length === 0) return null;
  return (
    <nav className={css.section} aria-labelledby="hub-links-title">
      <h2 id="hub-links-title" className={css.title}>
        {m.content_moreFrom({ brand })}
      </h2>
      <ul className={css.list}>
        {shown.map((link) => (
          <li key={`${link.label}|${link.href}`}>
            <a
              className={css.link}
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
              {link.external && (
                <>
                  <span aria-hidden="true"> ↗</span>
                  <span className={srOnly}> {NEW_TAB}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
