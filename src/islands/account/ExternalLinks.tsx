import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { externalLinks, NEW_TAB } from '../../lib/account/links.ts';
import { $branding } from '../../stores/chain/config.ts';
import { srOnly } from '../../theme/recipes.css.ts';
import * as screen from './account-screen.css.ts';
import * as css from './ExternalLinks.css.ts';
import { Loading } from './ScreenLoading.tsx';
import { Empty } from './ScreenState.tsx';
import * as m from '#messages';

const noop = () => () => undefined;

/**
 * The chain's external links (docs/product.md §3 branding external_links), each opening in a new
 * tab.
 */
export default function ExternalLinks() {
  const branding = useStore($branding);
  // The server renders without the tenant's branding: the list waits for the browser's.
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!mounted) return <Loading>{m.account_loadingLinks}</Loading>;
  const links = externalLinks(branding.external_links);
  if (links.length === 0)
    return (
      <Empty>
        <p className={screen.stateText}>{m.account_noLinks}</p>
      </Empty>
    );
  return (
    <ul className={screen.list}>
      {links.map((link) => (
        <li key={`${link.label}|${link.url}`}>
          <a className={css.link} href={link.url} target="_blank" rel="noopener noreferrer">
            <span>{link.label}</span>
            <span className={css.host}>{new URL(link.url).hostname}</span>
            <span className={css.icon} aria-hidden="true">
              ↗
            </span>
            <span className={srOnly}> {NEW_TAB}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
