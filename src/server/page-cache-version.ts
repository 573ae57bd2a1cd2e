/**
 * The version of the data that pages rendered on demand show (stores, menus, and the sandbox's
 * faults and clock): the sandbox's fixture API moves it on every change, and a page or menu kept
 * for an older version is never answered again. One number per process: the server and the
 * sandbox are built into one bundle (src/server/entry.ts).
 */
let version = 0;

export function pageDataVersion(): number {
  return version;
}

/** After anything a rendered Home or Menu may show has changed. */
export function pageDataChanged(): void {
  version += 1;
}
