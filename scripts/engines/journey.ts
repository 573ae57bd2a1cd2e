// The cross-engine smoke's journeys, written once for every transport (driver.ts): a guest's order
// from Home to Confirmation, and a demo customer's sign-in and Profile. Each wait polls the page,
// so the same steps hold in an engine that reports nothing by events (WebDriver classic).
import type { Driver } from './driver.ts';
import { find, type Query } from './page-finder.ts';
import { ERRORS_KEY } from './watch-proxy.ts';

const TIMEOUT = 20_000;

export class Steps {
  private marks = 0;
  private readonly d: Driver;
  readonly origin: string;
  constructor(d: Driver, origin: string) {
    this.d = d;
    this.origin = origin;
  }

  private async until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
    const deadline = Date.now() + TIMEOUT;
    let last: Error | undefined;
    for (;;) {
      try {
        const value = await probe();
        if (value !== undefined && value !== false) return value;
      } catch (error) {
        last = error instanceof Error ? error : new Error(String(error));
      }
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}${last ? ` (${last.message})` : ''}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Waits for a visible element and returns a CSS selector for it. */
  async waitFor(q: Query): Promise<string> {
    const mark = `m${++this.marks}`;
    return this.until(`${q.role} "${q.name ?? ''}"`, async () =>
      (await this.d.run(find, q, mark)) ? `[data-engine-mark="${mark}"]` : undefined,
    );
  }

  /** Clicks an element; found again if the page re-rendered it in between. */
  async click(q: Query): Promise<void> {
    await this.until(`a click on ${q.role} "${q.name ?? ''}"`, async () => {
      const css = await this.waitFor({ ...q, click: true });
      await this.stable(css);
      await this.d.click(css);
      return true;
    });
  }

  /** Waits until the element stays put (a sheet sliding in, a layout settling), as Playwright does. */
  private async stable(css: string): Promise<void> {
    const box = (sel: string) =>
      JSON.stringify(document.querySelector(sel)?.getBoundingClientRect());
    let last = await this.d.run(box, css);
    await this.until(`${css} to stay put`, async () => {
      await new Promise((r) => setTimeout(r, 100));
      const now = await this.d.run(box, css);
      const same = now === last;
      last = now;
      return same;
    });
  }

  async type(q: Query, text: string): Promise<void> {
    await this.d.type(await this.waitFor(q), text);
  }

  async checked(q: Query): Promise<void> {
    const css = await this.waitFor(q);
    await this.until(`${q.name} checked`, () =>
      this.d.run((sel: string) => {
        const el = document.querySelector<HTMLInputElement>(sel);
        return !!el && (el.checked || el.getAttribute('aria-checked') === 'true');
      }, css),
    );
  }

  /** The element's centre takes a click now: nothing (a toast, a bar) covers it. */
  async reachable(q: Query): Promise<void> {
    const css = await this.waitFor(q);
    const covering = await this.d.run((sel: string) => {
      const el = document.querySelector(sel)!;
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit && !el.contains(hit) ? hit.outerHTML.slice(0, 120) : '';
    }, css);
    if (covering) throw new Error(`${q.role} "${q.name}" is covered by ${covering}`);
  }

  async path(re: RegExp): Promise<string> {
    return this.until(`a page at ${re.source}`, async () => {
      const path = await this.d.run(() => location.pathname);
      return re.test(path) ? path : undefined;
    });
  }

  /** Waits until every island on the page has hydrated. */
  async hydrated(): Promise<void> {
    await this.until('every island hydrated', () =>
      this.d.run(() => document.querySelectorAll('astro-island[ssr]').length === 0),
    );
  }

  goto(path: string): Promise<void> {
    return this.d.goto(`${this.origin}${path}`);
  }

  /** The errors every page of this tab recorded so far (watch-proxy.ts), then forgets them. */
  async errors(): Promise<string[]> {
    return this.d.run((key: string) => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.removeItem(key);
      return list;
    }, ERRORS_KEY);
  }
}

const within = (role: string, name: string, re = false): Query => ({ role, name, re });

/** Home → a time → an item with options → the cart → Checkout → the hosted payment → Confirmation. */
export async function guestJourney(s: Steps): Promise<void> {
  await s.goto('/');
  await s.hydrated();
  // burger asks for marketing consent: its banner, shown by a rule each engine reads its own way
  // (`:has()`, src/integrations/consent-first-paint.ts), is shown, and left unanswered.
  await s.waitFor({ role: 'region', name: 'Marketing cookies' });
  await s.click({
    role: 'button',
    name: '^Pickup',
    re: true,
    within: within('article', 'Open 24 hours', true),
  });
  const details = within('dialog', 'Select order details');
  // Tomorrow, whose every slot is still ahead whatever the hour of the run.
  await s.click({ role: 'combobox', name: 'Select Day', within: details });
  await s.click({ role: '[role="option"]:nth-child(2)', within: within('listbox', 'Select Day') });
  await s.click({ role: 'combobox', name: 'Select Time', within: details });
  await s.click({ role: 'option', name: '.', re: true, within: within('listbox', 'Select Time') });
  await s.click({ role: 'button', name: 'START MY ORDER', within: details });
  await s.path(/^\/\d+\/[a-z0-9-]+$/);
  await s.click({
    role: 'button',
    name: 'CONTINUE',
    within: within('dialog', 'Discounts for your order'),
  });

  await s.click({ role: 'button', name: '^Classic Smash Burger', re: true });
  const item = within('dialog', 'Classic Smash Burger');
  await s.click({ role: 'radio', name: '^Double', re: true, within: item });
  await s.checked({ role: 'radio', name: '^Double', re: true, within: item });
  await s.click({ role: 'button', name: '^Add to order', re: true, within: item });
  await s.waitFor({ role: 'text', name: 'Classic Smash Burger added to your order', re: true });
  // The toast leaves the header's cart button in reach while it shows.
  await s.reachable({ role: 'button', name: 'Cart, 1 item' });

  await s.click({ role: 'button', name: 'Cart, 1 item' });
  await s.click({ role: 'link', name: 'CHECKOUT' });
  await s.path(/\/checkout$/);
  await s.hydrated();

  const contact = within('region', 'Contact');
  await s.type({ role: 'textbox', name: '^First name', re: true, within: contact }, 'Ann');
  await s.type({ role: 'textbox', name: '^Last name', re: true, within: contact }, 'Lee');
  await s.type({ role: 'textbox', name: '^Email', re: true, within: contact }, 'ann@example.com');
  await s.type({ role: 'textbox', name: '^Phone', re: true, within: contact }, '2125550199');
  await s.click({ role: 'radio', name: '^New card', re: true });
  await s.click({ role: 'button', name: 'ENTER CARD DETAILS' });

  await s.waitFor({ role: 'heading', name: '^Pay .* \\(test\\)$', re: true });
  await s.type({ role: 'textbox', name: 'Name on card' }, 'Ann Lee');
  await s.type({ role: 'textbox', name: 'Card number' }, '4242 4242 4242 4242');
  await s.type({ role: 'textbox', name: 'Expiry (MM/YY)' }, '12/30');
  await s.type({ role: 'textbox', name: 'CVC' }, '123');
  await s.click({ role: 'button', name: 'Pay securely' });
  await s.path(/\/checkout$/);
  await s.checked({ role: 'radio', name: 'New card: Visa ending in 4242' });

  await s.click({ role: 'button', name: '^PLACE ORDER · ', re: true });
  await s.path(/\/confirmation\/\d+$/);
  await s.waitFor({ role: 'h1' });
  await s.hydrated();
}

/** The header's Login, the login dialog, then an account screen (the account hub) with the customer. */
export async function signInJourney(s: Steps): Promise<void> {
  await s.goto('/');
  await s.click({ role: 'link', name: 'Login', within: within('navigation', 'Main') });
  const dialog = within('dialog', 'Login To Your Account');
  await s.type({ role: 'textbox', name: '^Email', re: true, within: dialog }, 'demo@example.com');
  await s.type({ role: 'textbox', name: '^Password', re: true, within: dialog }, 'Demo1234!');
  await s.click({ role: 'button', name: 'LOGIN', within: dialog });
  // The header shows the customer's Profile (a link on a phone, a menu button on a wide screen).
  await s.waitFor({ role: 'a, button', name: 'Profile', within: within('navigation', 'Main') });
  await s.goto('/account');
  await s.hydrated();
  await s.waitFor({ role: 'text', name: 'Hi, Dana' });
}
