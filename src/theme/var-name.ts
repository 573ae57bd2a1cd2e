/**
 * The custom property of a theme token, from its path in the tokens (src/lib/branding/theme.ts).
 * The contract (contract.css.ts) and the live theme (theme-css.ts) both name properties with it, so
 * a page applying a branding needs no copy of the contract.
 * @example themeVarName(['color', 'primaryText']) // '--sf-color-primary-text'
 */
export function themeVarName(path: readonly string[]): string {
  return `--sf-${path
    .join('-')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;
}
