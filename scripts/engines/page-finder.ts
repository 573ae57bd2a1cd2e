// Runs in the page (sent as source, so it imports nothing): finds the visible element of a role
// whose accessible name matches, the way the Playwright suite's getByRole does for the roles the
// journeys use, and marks it with a data attribute that the driver then addresses by CSS.

export interface Query {
  role: string;
  /** The name: exact text, or a regular expression's source when `re` is set. */
  name?: string;
  re?: boolean;
  /** Only inside this element (found the same way). */
  within?: Query;
  /** To be clicked: an input drawn by its label (hidden or tiny) is clicked through the label. */
  click?: boolean;
}

export function find(query: Query, mark: string): boolean {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    dialog: 'dialog[open], [role="dialog"], [role="alertdialog"]',
    option: '[role="option"]',
    combobox: '[role="combobox"], select',
    textbox: 'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]), textarea',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    article: 'article',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    navigation: 'nav, [role="navigation"]',
    complementary: 'aside, [role="complementary"]',
    listbox: '[role="listbox"]',
    text: 'body *',
  };
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return clean(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return clean([...labels].map((l) => l.textContent).join(' '));
    return clean(el.textContent);
  };
  const shown = (el: Element) =>
    el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const drawnBy = (el: Element) => {
    const labels = (el as HTMLInputElement).labels;
    const box = el.getBoundingClientRect();
    const tiny = box.width < 4 || box.height < 4 || getComputedStyle(el).opacity === '0';
    return labels?.length && (tiny || !shown(el)) ? labels[0] : undefined;
  };
  const visible = (el: Element) => shown(el) || !!drawnBy(el);
  const matches = (q: Query, el: Element) => {
    if (q.name === undefined) return true;
    const name = nameOf(el);
    return q.re ? new RegExp(q.name).test(name) : name === q.name;
  };
  const search = (q: Query): Element | undefined => {
    const scope: ParentNode | undefined = q.within ? search(q.within) : document;
    if (!scope) return undefined;
    const all = [...scope.querySelectorAll(ROLES[q.role] ?? q.role)].filter(visible);
    // For text, the innermost element that matches (not every ancestor of it).
    const hits = all.filter((el) => matches(q, el));
    return q.role === 'text' ? hits.at(-1) : hits[0];
  };
  const found = search(query);
  const el = (query.click && found && drawnBy(found)) || found;
  document.querySelectorAll(`[data-engine-mark="${mark}"]`).forEach((e) => {
    e.removeAttribute('data-engine-mark');
  });
  el?.setAttribute('data-engine-mark', mark);
  return !!el;
}
