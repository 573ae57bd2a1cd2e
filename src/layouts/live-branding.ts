// For a tenant without build-time branding: load the live site theme-config, fill it over the
// defaults key by key (docs/product.md §4.11; the defaults alone when it fails, docs/product.md
// §8), then lift the loader. The defaults are the branding this page's shell states, so the
// browser never loads a copy of them.
//
// Everything here stays apart from the islands' code (React with it): the theme-config was asked
// for as the head was parsed (src/api/early.ts), and the loader lifts as soon as this small
// file and that answer are in (docs/architecture.md §8: LCP). The islands' branding store learns
// of it by BRANDING_EVENT.
import { EARLY_THEME, takeEarly } from '../api/early.ts';
import type { ResolvedBranding } from '../lib/branding/defaults.ts';
import { fillOver } from '../lib/branding/fill.ts';
import { applyBranding } from './apply-branding.ts';
import { BRANDING_EVENT, BRANDING_TAG_ID } from '../lib/branding/event.ts';

const tag = document.getElementById(BRANDING_TAG_ID);
// The shell's own tag, written by the build (src/layouts/Shell.astro).
const defaults = JSON.parse(tag?.textContent ?? '') as ResolvedBranding;

/** The theme-config itself, from the proxy's answer (`{ data: { data } }`), or undefined. */
async function themeOf(answer: Response): Promise<unknown> {
  if (!answer.ok) return undefined;
  const body = (await answer.json()) as { data?: { data?: unknown } } | null;
  return body?.data?.data;
}

async function loadBranding(): Promise<ResolvedBranding> {
  try {
    // Always there: the shell's head starts the call. Were its script not to have run, the page
    // keeps the defaults, as when the theme-config fails.
    const early = takeEarly(EARLY_THEME);
    return early ? fillOver(await themeOf(await early), defaults) : defaults;
  } catch {
    return defaults;
  }
}

void loadBranding().then((branding) => {
  applyBranding(document, branding, defaults);
  // Read as text, never as HTML: no escaping needed.
  if (tag) tag.textContent = JSON.stringify(branding);
  document.dispatchEvent(new CustomEvent(BRANDING_EVENT, { detail: branding }));
});
