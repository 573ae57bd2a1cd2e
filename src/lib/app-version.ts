/** The storefront's version (docs/product.md §4.10, §9). */
export const APP_VERSION = '1.2.06';

/** localStorage key of the version a browser last ran. */
export const APP_VERSION_KEY = 'appVersion';

/**
 * What to do at start-up given the stored version (docs/product.md §4.10): remember the version
 * when none is stored; when a different one is stored, clear all local storage and reload.
 * @example appVersionAction('1.2.05') // 'clear-and-reload'
 */
export function appVersionAction(
  stored: string | null,
  current: string = APP_VERSION,
): 'remember' | 'keep' | 'clear-and-reload' {
  if (stored === null) return 'remember';
  return stored === current ? 'keep' : 'clear-and-reload';
}
