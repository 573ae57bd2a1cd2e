/** The command line of `npm run preview` and the names of the files it writes. */
export const PAGES = ['home', 'menu', 'item', 'cart', 'checkout'] as const;
export type PageName = (typeof PAGES)[number];
export const WIDTHS = [390, 1366] as const;
export type Mode = 'light' | 'dark';

export interface PreviewArgs {
  /** Tenant files as given; empty means every file in tenants/. */
  files: string[];
  /** The folder the tenant folders go in. */
  out: string;
}

export const USAGE = 'Usage: npm run preview -- [--out DIR] [tenants/<id>.json …]';

/** The arguments, or a one-line message saying what is wrong with them. */
export function parseArgs(argv: readonly string[]): PreviewArgs | { error: string } {
  const files: string[] = [];
  let out = 'previews';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? argv[++i] : arg.slice('--out='.length);
      if (!value || value.startsWith('-')) return { error: `--out needs a folder. ${USAGE}` };
      out = value;
    } else if (arg.startsWith('-')) {
      return { error: `Unknown option ${arg}. ${USAGE}` };
    } else if (!arg.endsWith('.json')) {
      return { error: `${arg} is not a tenant file (tenants/<id>.json). ${USAGE}` };
    } else {
      files.push(arg);
    }
  }
  return { files, out };
}

/** previews/<tenant>/<page>-<width>-<mode>.png, relative to the tenant's folder. */
export function shotName(page: PageName, width: number, mode: Mode): string {
  return `${page}-${width}-${mode}.png`;
}

/** "burger: 10 screenshots in previews/burger (12.3 s)", with what was left out after it. */
export function progressLine(
  tenant: string,
  count: number,
  dir: string,
  ms: number,
  notes: readonly string[],
): string {
  const tail = notes.length ? `; ${notes.join('; ')}` : '';
  return `${tenant}: ${count} screenshot${count === 1 ? '' : 's'} in ${dir} (${(ms / 1000).toFixed(1)} s)${tail}`;
}
