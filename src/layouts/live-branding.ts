// For a tenant without build-time branding: load the live site theme-config, fill it over the
// defaults key by key (docs/product.md §4.11; the defaults alone when it fails, docs/product.md
// §8), then lift the loader. The defaults are the branding this page's shell states
// (src/stores/chain/config.ts), so the browser never loads a copy of them.
import { callApi } from '../api/client.ts';
import type { ResolvedBranding } from '../lib/branding/defaults.ts';
import { fillOver } from '../lib/branding/fill.ts';
import { applyBranding } from './apply-branding.ts';
import { $branding } from '../stores/chain/config.ts';
import * as calls from '../generated/api-calls.ts';

const defaults = $branding.get();

async function loadBranding(): Promise<ResolvedBranding> {
  try {
    const { data } = await callApi(calls.siteTheme);
    return fillOver(data, defaults);
  } catch {
    return defaults;
  }
}

void loadBranding().then((branding) => {
  applyBranding(document, branding, defaults);
  $branding.set(branding);
});
