import { createGlobalThemeContract } from '@vanilla-extract/css';
import { DEFAULT_BRANDING, fillBranding } from '../lib/branding/defaults.ts';
import { themeTokens, type ThemeTokens } from '../lib/branding/theme.ts';
import { themeVarName } from './var-name.ts';

type Names<T> = { [K in keyof T]: T[K] extends string ? string : Names<T[K]> };

function names<T extends object>(tokens: T, prefix: string[] = []): Names<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([k, v]) => [
      k,
      typeof v === 'string' ? [...prefix, k].join('-') : names(v as object, [...prefix, k]),
    ]),
  ) as Names<T>;
}

/**
 * The one theme contract. Its shape is the ThemeTokens of src/lib/branding/theme.ts (derived from a
 * sample, never written twice); every token becomes a stable custom property such as
 * --sf-color-primary, which the shell assigns per tenant.
 */
export const vars = createGlobalThemeContract(
  names<ThemeTokens>(themeTokens(fillBranding({}), DEFAULT_BRANDING)),
  (name) => themeVarName([String(name)]).slice(2),
);
