// For a tenant without build-time branding: load the live site theme-config, fill it over the
// defaults key by key (SPEC §4.11; the defaults alone when it fails, SPEC §8), then lift the loader.
import { callApi } from '../api/client.ts';
import { fillBranding, type ResolvedBranding } from '../lib/branding/defaults.ts';
import { applyBranding } from './apply-branding.ts';
import { $branding } from '../stores/chain/config.ts';

async function loadBranding(): Promise<ResolvedBranding> {
  try {
    const { data } = await callApi('siteTheme');
    return fillBranding(data);
  } catch {
    return fillBranding(undefined);
  }
}

void loadBranding().then((branding) => {
  applyBranding(document, branding);
  $branding.set(branding);
});
