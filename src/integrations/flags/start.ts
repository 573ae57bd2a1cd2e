/**
 * Starts the feature-flag client for a tenant that configures a flag service: the OFREP client
 * (./client.ts) publishing to $flags, refreshed every 15 s (docs/product.md §9) only while the page
 * is visible — a hidden tab stops polling and catches up when it is shown again. Loaded after the
 * page is interactive, so it costs nothing on first load.
 */
import { flagValues } from '../../lib/flags/ofrep.ts';
import { refreshDelay } from '../../lib/flags/flags.ts';
import { setFlags } from '../../stores/app/flags.ts';
import { ofrepClient } from './client.ts';

export interface FlagServiceConfig {
  /** The flag service's OFREP base URL (absolute, or a path on this origin). */
  url: string;
  clientKey: string;
}

export function startFlags(config: FlagServiceConfig): () => void {
  const client = ofrepClient(config.url, config.clientKey);
  let last: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    timer = setTimeout(
      () => {
        void client.refresh().then((doc) => {
          if (doc) setFlags(flagValues(doc));
          last = Date.now();
          schedule();
        });
      },
      refreshDelay(last, Date.now()),
    );
  };
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', schedule);
  };
}
