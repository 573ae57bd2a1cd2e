// How the client bundle is split into files, as one table (docs/architecture.md §8: each page's
// first load ≤ 90 KB gzip). scripts/client-chunks.ts turns it into the build's `codeSplitting`;
// tests/scripts/chunk-groups.test.ts checks that every pattern still names a file and that every
// module the pages load at start-up has a row; scripts/first-load-baseline.json holds what each page
// then loads, so moving a file shows its cost seconds after the build (`npm run check:first-load`)
// rather than at the end of `npm run check:js`.
//
// Why groups at all: Rolldown's automatic splitting leaves dozens of sub-kilobyte chunks; each is
// compressed alone and named again in the preload list of every lazy import, so together they cost
// far more than the same code in one file. A module no row names keeps automatic splitting: it
// travels with the page island or lazily loaded dialog that imports it. Measure with
// `npm run check:js` (VERBOSE=1 lists each page's files) before adding to a group.
//
// Patterns are globs (`*` within a folder, `**` across folders, `{a,b}`) on the module's path from
// the project root, or from its last `node_modules/` for packages. A pattern with a `?` is matched
// with the module id's query (an Astro component's script), any other against the path alone.
// Vanilla-extract's generated modules (`x.css.ts.vanilla.css`) count as their `.css.ts` file.

export interface ChunkGroup {
  /** The chunk's name, which its file takes (`shell.[hash].js`). */
  name: string;
  /**
   * Higher first; groups of equal priority are filled in the order of the table, and a group takes
   * in what its modules import unless an earlier group has it.
   */
  priority: number;
  /** Who loads it, and why these modules travel together. */
  why: string;
  /** Modules of the group. */
  files?: readonly string[];
  /** Entries: the group also takes every module they import statically, at any depth… */
  entries?: readonly string[];
  /** …except through these modules, which import only to render on the server. */
  notThrough?: readonly string[];
  /**
   * Not a group of the build: modules on a page's first load, also imported by code that loads
   * later, which Rolldown's automatic splitting puts in a file of this name. Declared so that every
   * module on a first load has a row, and one that lands elsewhere shows up.
   */
  automatic?: true;
}

/** A file Rolldown splits off by itself, declared (see `automatic`). */
const auto = (name: string, why: string, files: readonly string[]): ChunkGroup => ({
  name,
  priority: 0,
  why,
  files,
  automatic: true,
});

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    name: 'react',
    priority: 3,
    why: 'React and its scheduler: one long-cached file shared by every page.',
    files: ['node_modules/{react,react-dom,scheduler}/**'],
  },
  {
    name: 'boot',
    priority: 2,
    why:
      "What the Shell's first script (boot.ts: app version, account guard) needs. It runs as soon " +
      'as the page is parsed, so it must not pull React in. The second script, live branding, ' +
      'needs no island code either.',
    entries: ['src/layouts/Shell.astro?astro&type=script&index=0&*'],
    // The colour format and the early calls' answers, which the second script (a live tenant's
    // runtime branding) shares with the islands (Order quote takes its early calls too): here, in
    // a file every page loads and that has no React, that script need not wait for the islands'
    // code, and neither needs a file of its own.
    files: ['src/lib/branding/colour.ts', 'src/api/early.ts'],
  },
  {
    name: 'branding-defaults',
    priority: 2,
    why:
      "The default branding. The shell's branding store imports it only to render on the server " +
      "(src/stores/chain/config.ts): only a live tenant's theme-config needs it in the browser.",
    files: ['src/lib/branding/defaults.ts'],
  },
  {
    name: 'shell',
    priority: 1,
    why:
      'Every module the islands of the Shell layout (header, summary bar, modals, cart, toaster) ' +
      'and the renderer reach, all one entry, plus what nearly every screen loads at start-up: ' +
      'page-start (every screen but the order quote), how every screen opens the order details, ' +
      'session-stored atoms, whose order it is, store paths, the pending discount key, the result ' +
      'type and button classes. Each page loads all of it anyway.',
    entries: ['src/islands/shell-islands.ts'],
    notThrough: ['src/lib/branding/defaults.ts'],
    files: [
      'src/stores/app/page-start.ts',
      'src/stores/order/open-details.ts',
      'src/stores/persist/session.ts',
      'src/lib/order/customer.ts',
      'src/lib/store-path.ts',
      'src/stores/discounts/pending-key.ts',
      'src/lib/result.ts',
      'src/theme/recipes.css.ts',
    ],
  },
  {
    name: 'order',
    priority: 1,
    why: 'The current order: Menu, Checkout, Confirmation, Order quote, the cart and item dialogs.',
    files: [
      'src/stores/order/{current,failure}.ts',
      'src/lib/format/money.ts',
      'src/lib/schedule/slot-full.ts',
    ],
  },
  {
    name: 'time',
    priority: 1,
    why:
      'Store time zones and how times are written: Home, Checkout, Confirmation, Check-in, the ' +
      'summary bar. Opening slots (schedule/slots.ts) stay out: Checkout and Confirmation never ' +
      'list them. A paused store\'s "back at" (lib/stores/paused.ts) is said with them.',
    files: ['src/lib/time/zone.ts', 'src/lib/schedule/format.ts', 'src/lib/stores/paused.ts'],
  },
  {
    name: 'service',
    priority: 1,
    why:
      "Services, store addresses and phones: Home, Confirmation, order details, the account's " +
      'addresses, the order quote.',
    files: [
      'src/lib/order/service.ts',
      'src/stores/order/service-default.ts',
      'src/lib/stores/format.ts',
      'src/lib/format/phone.ts',
      'src/lib/order/placed.ts',
    ],
  },
  {
    name: 'checkin',
    priority: 1,
    why:
      'When an order can be checked in, and the order statuses beside it: Confirmation, Order ' +
      'history and Check-in. Order history loads the "I\'m here" action only once it is pressed.',
    files: [
      'src/lib/order/status.ts',
      'src/lib/checkin/{order,window,arrival}.ts',
      'src/stores/checkin/now.ts',
      'src/islands/checkin/checkin.css.ts',
    ],
  },
  {
    name: 'charges',
    priority: 1,
    why: "A placed order's charges and Checkout's styles: Checkout, Confirmation, the order quote.",
    files: ['src/islands/checkout/OrderCharges.tsx', 'src/islands/checkout/checkout.css.ts'],
  },
  {
    name: 'form.css',
    priority: 1,
    why: 'Form styles: also Home and Confirmation, which have no text field on arrival.',
    files: ['src/ui/form.css.ts'],
  },
  {
    name: 'fields',
    priority: 1,
    why: 'Text fields and their formatting: Checkout, Profile and the sign-in dialogs.',
    files: ['src/ui/TextField.tsx', 'src/lib/account/contact-format.ts'],
  },
  {
    name: 'summary',
    priority: 1,
    why: 'The order summary line and the store clock it reads: the summary bar, Checkout, details.',
    files: ['src/{stores,lib}/order/summary.ts', 'src/lib/schedule/clock.ts'],
  },
  {
    name: 'flags',
    priority: 1,
    why: 'The feature flags, kept out of `account`: outside services load them too.',
    files: ['src/stores/app/flags.ts'],
  },
  {
    name: 'skeleton',
    priority: 1,
    why: 'Loading skeletons, kept out of `account`: Menu and the dialogs use them too.',
    files: ['src/ui/Skeleton.tsx'],
  },
  {
    name: 'account',
    priority: 1,
    why:
      'What every account screen loads on arrival: the account menu island and its entries, the ' +
      'customer call, the loading and failed states (as five files, four requests more on each).',
    files: [
      'src/islands/account/{AccountNav,ScreenState,ScreenLoading}.tsx',
      'src/stores/account/{profile-menu,customer-call}.ts',
    ],
  },
  {
    name: 'availability',
    priority: 1,
    why:
      'What is sold out or paused just now (docs/kitchen.md §2), the call that asks and the rules ' +
      "Checkout words a reason with: Menu's first load, and Checkout's once something is unavailable.",
    files: [
      'src/stores/menu/{availability,availability-load}.ts',
      'src/stores/checkout/availability.ts',
      'src/lib/menu/{sold-out,availability}.ts',
    ],
  },
  {
    name: 'dates',
    priority: 1,
    why:
      'Dates as "MMM D, YYYY[, h:mm A]" with dayjs: Confirmation, Order history, Check-in, Rewards ' +
      "and the order quote. Not on Checkout's or Home's first load, which cannot afford its 4 KB.",
    files: ['src/lib/format/dates.ts', 'node_modules/dayjs/**'],
  },

  // Left to automatic splitting: each is on the first load of the pages named, and imported as well
  // by code that loads later (dialogs, other screens), so Rolldown gives it a file of its own.
  auto('AccountState', "The signed-in customer's state: Profile.", [
    'src/islands/account/AccountState.tsx',
    'src/stores/account/{account-customer,useAccountCustomer}.ts',
  ]),
  auto('CheckinAction', 'The "I\'m here" action: Confirmation.', [
    'src/islands/checkin/CheckinAction.tsx',
    'src/stores/checkin/{arrival,call}.ts',
  ]),
  auto('PersonFields', 'Name and contact fields: Profile.', [
    'src/islands/modals/PersonFields.tsx',
  ]),
  auto('SignUpParts', 'Sign-up form parts and the account formats they type with: Profile.', [
    'src/islands/modals/{SignUpParts,shared}.tsx',
    'src/lib/account/validate.ts',
    'src/lib/account/format.ts',
  ]),
  auto('forms', 'Form error helpers, shared by every form: Profile.', ['src/ui/forms.ts']),
  auto(
    'useFocusFirstInvalid',
    "Focus on a refused form's first invalid field, shared by every form: Confirmation, Profile.",
    ['src/ui/hooks/useFocusFirstInvalid.ts', 'src/ui/reveal.ts'],
  ),
  auto('addresses', "The customer's saved addresses: Addresses.", [
    'src/lib/account/addresses.ts',
    'src/lib/order/validate.ts',
    'src/stores/account/addresses.ts',
  ]),
  auto('contact-fields', 'Contact field rules: Profile.', ['src/lib/account/contact-fields.ts']),
  auto('item-dialog', 'Which item dialog is open: Menu.', ['src/stores/menu/item-dialog.ts']),
  auto('lines', 'Cart lines: Order history.', ['src/lib/cart/lines.ts']),
  auto('ListStatus', "A saved list's loading and empty states: Addresses.", [
    'src/islands/account/ListStatus.tsx',
  ]),
  auto('changes', 'Until when a placed order can be changed: Confirmation and Order history.', [
    'src/lib/order/changes.ts',
  ]),
  auto(
    'load-script',
    "Outside services' script loader: every page of a chain with outside services.",
    ['src/integrations/load-script.ts'],
  ),
  auto(
    'page-config',
    "Outside services' page settings: every page of a chain with outside services.",
    ['src/integrations/page-config.ts'],
  ),
  auto('parse', 'Address parsing: Addresses.', ['src/lib/address/parse.ts']),
  auto('pending-item', 'An item chosen before a store: Menu.', ['src/stores/menu/pending-item.ts']),
  auto('reorder-pending', 'A reorder waiting for its store: Order history.', [
    'src/stores/order/reorder-pending.ts',
  ]),
  auto('saved-list', 'Saved lists of the account: Addresses.', [
    'src/stores/account/saved-list.ts',
  ]),
  auto('saved.css', "Saved lists' status and styles: Addresses.", [
    'src/islands/account/ListStatus.tsx',
    'src/islands/account/saved.css.ts',
  ]),
  auto('services', 'Which outside services the page has: Menu.', [
    'src/stores/outside/services.ts',
  ]),
  auto('slots', 'Opening slots: Home.', ['src/lib/schedule/slots.ts']),
  auto('useAddressSuggestions', 'Address search and its combobox: Home.', [
    'src/lib/address/{debounce,search}.ts',
    'src/stores/chain/useAddressSuggestions.ts',
    'src/ui/{Combobox,combobox.css,listbox-keys,select.css}.ts{,x}',
  ]),
];
