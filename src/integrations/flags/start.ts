/**
 * Starts the feature-flag client for a tenant that configures a flag service: the OpenFeature web
 * SDK with the tenant's provider, flags published to $flags, refreshed every 15 s (SPEC §9) only
 * while the page is visible — a hidden tab stops polling and catches up when it is shown again.
 * Loaded after the page is interactive, so it costs nothing on first load.
 */
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS, flagsUrl, refreshDelay, type Flags } from '../../lib/flags/flags.ts';
import { setFlags } from '../../stores/app/flags.ts';
import { TenantFlagProvider } from './provider.ts';

export interface FlagServiceConfig {
  /** The flag service's document URL (absolute, or a path on this origin). */
  url: string;
  clientKey: string;
}

export async function startFlags(config: FlagServiceConfig): Promise<() => void> {
  const provider = new TenantFlagProvider(flagsUrl(config.url, config.clientKey));
  await OpenFeature.setProviderAndWait(provider).catch(() => undefined);
  const client = OpenFeature.getClient();
  const publish = () =>
    setFlags(
      Object.fromEntries(
        Object.entries(FLAG_DEFAULTS).map(([k, d]) => [k, client.getBooleanValue(k, d)]),
      ) as Flags,
    );
  publish();
  client.addHandler(ProviderEvents.ConfigurationChanged, publish);

  let last: number | null = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    timer = setTimeout(
      () => {
        void provider.refresh().finally(() => {
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
    client.removeHandler(ProviderEvents.ConfigurationChanged, publish);
  };
}
