/**
 * The version of the data that pages rendered on demand show (stores, menus, and the sandbox's
 * faults and clock): the sandbox's fixture API moves it on every change, and a page or menu kept
 * for an older version is never answered again. It lives on globalThis because scripts/serve.ts
 * loads the page cache from source while the sandbox runs inside the built server bundle: two
 * copies of this module, one number.
 */
const SLOT: unique symbol = Symbol.for('storefront.pageData.version');
type Holder = typeof globalThis & { [SLOT]?: number };

export function pageDataVersion(): number {
  return (globalThis as Holder)[SLOT] ?? 0;
}

/** After anything a rendered Home or Menu may show has changed. */
export function pageDataChanged(): void {
  const holder = globalThis as Holder;
  holder[SLOT] = (holder[SLOT] ?? 0) + 1;
}
