/**
 * The islands every screen's shell renders, and the renderer that hydrates every island, as one
 * module (astro.config.mjs points `@astrojs/react`'s client here). Every page loads all of them
 * first, so one entry makes them one file: as separate entries each would be a file of its own that
 * only re-exports the shared chunk, one more request on every page for a line of code.
 */
export { default } from './react-client.ts';
export { default as HeaderNav } from './header/HeaderNav.tsx';
export { default as SummaryBar } from './header/SummaryBar.tsx';
export { default as Cart } from './cart/Cart.tsx';
export { default as Modals } from './modals/Modals.tsx';
export { default as Toaster } from './toasts/Toaster.tsx';
