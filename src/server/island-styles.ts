/**
 * Astro writes the one rule its islands need (`astro-island{display:contents}` and its slots) as a
 * `<style>` just before the page's first island, inside <body>, where HTML allows no <style>. This
 * moves it to the end of <head>, unchanged (the page's CSP hashes its text, not its place), so every
 * page is valid HTML.
 */
const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/**
 * The page with Astro's island rule in its <head>; a page without one (or without a head) unchanged.
 * @example hoistIslandStyle('<head></head><body><style>astro-island,astro-slot,astro-static-slot{display:contents}</style><astro-island></astro-island></body>')
 * // '<head><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body><astro-island></astro-island></body>'
 */
export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  const style = body.match(ISLAND_STYLE)?.[0];
  if (!style) return html;
  return `${html.slice(0, headEnd)}${style}${body.replace(ISLAND_STYLE, '')}`;
}
