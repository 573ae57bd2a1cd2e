/**
 * The checker behind "every field limit has one owner, src/lib/limits.ts": it finds a limit typed
 * as a number where a constant belongs. Pure (text in, findings out) so its own test can plant
 * examples.
 */

export const LIMITS_FILE = 'src/lib/limits.ts';

export interface LiteralLimit {
  file: string;
  line: number;
  text: string;
  rule: string;
}

const NUMBER = String.raw`\d[\d_]*`;

/** Rules that need no list of known values: the shape alone says "a length limit". */
const SHAPES: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: 'maxLength={<number>} on an input',
    pattern: new RegExp(`maxLength=\\{\\s*${NUMBER}\\s*\\}`),
  },
  { rule: 'maxlength="<number>" in HTML', pattern: new RegExp(`maxlength=["']?${NUMBER}`, 'i') },
  {
    rule: 'maxLength: <number> / minLength: <number>',
    pattern: new RegExp(`\\b(max|min)Length:\\s*${NUMBER}`),
  },
  {
    rule: 'string({ max: <number> }) decoder',
    pattern: new RegExp(`\\bstring\\(\\{[^}]*\\b(max|min):\\s*${NUMBER}`),
  },
];

/** A zod string schema starts here; its method chain follows. */
const STRING_START = /\bz\s*\.\s*(string|url|email)\s*\(\s*\)/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The `.name(args)` calls chained right after `from`, with where each starts. */
function chainAfter(text: string, from: number): { name: string; args: string; at: number }[] {
  const calls: { name: string; args: string; at: number }[] = [];
  let i = from;
  for (;;) {
    const m = /^\s*\.\s*([A-Za-z_$][\w$]*)\s*\(/.exec(text.slice(i));
    if (!m) return calls;
    let depth = 1;
    let j = i + m[0].length;
    const open = j;
    while (j < text.length && depth > 0) {
      const c = text[j];
      if (c === '(') depth += 1;
      else if (c === ')') depth -= 1;
      j += 1;
    }
    calls.push({ name: m[1]!, args: text.slice(open, j - 1).trim(), at: i });
    i = j;
  }
}

/**
 * Comments say why and may quote a number; only code counts. Blanks out comments (keeping line
 * breaks), skipping over string literals so a '/orders/*' or 'https://' inside one stays code.
 */
function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      // Quoted strings end at the line's end at the latest (JSX text's apostrophes are no strings).
      let j = i + 1;
      while (j < text.length && text[j] !== c && (c === '`' || text[j] !== '\n'))
        j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (text.startsWith('//', i) || text.startsWith('/*', i)) {
      const close = text.startsWith('//', i) ? text.indexOf('\n', i) : text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : text.startsWith('//', i) ? close : close + 2;
      out += text.slice(i, end).replace(/[^\n]/g, ' ');
      i = end;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/**
 * Literal limits in one file. `known` are the limit values distinctive enough that a `.length` or `.quantity`
 * compared with one, or a zod `.max`/`.min` of one on any schema, is that limit re-typed.
 * `.min(0)` and `.min(1)` on a string mean "may be empty" / "not empty", not a limit.
 */
export function literalLimits(
  file: string,
  source: string,
  known: ReadonlySet<number>,
): LiteralLimit[] {
  if (file === LIMITS_FILE) return [];
  const text = withoutComments(source);
  const lines = text.split('\n');
  const found: LiteralLimit[] = [];
  const add = (line: number, rule: string) =>
    found.push({ file, line, text: (source.split('\n')[line - 1] ?? '').trim(), rule });

  lines.forEach((l, i) => {
    for (const { rule, pattern } of SHAPES) if (pattern.test(l)) add(i + 1, rule);
    for (const m of l.matchAll(
      new RegExp(`\\.(?:length|quantity)\\s*(?:<=|>=|<|>)\\s*(${NUMBER})\\b`, 'g'),
    ))
      if (known.has(Number(m[1]!.replace(/_/g, ''))))
        add(i + 1, '.length or .quantity compared with a known limit');
    for (const m of l.matchAll(new RegExp(`\\.(?:max|min)\\(\\s*(${NUMBER})\\s*\\)`, 'g')))
      if (known.has(Number(m[1]!.replace(/_/g, '')))) add(i + 1, '.max/.min of a known limit');
  });

  for (const start of text.matchAll(STRING_START)) {
    for (const call of chainAfter(text, start.index + start[0].length)) {
      if (!['max', 'min', 'length'].includes(call.name)) continue;
      if (!new RegExp(`^${NUMBER}$`).test(call.args)) continue;
      if (call.name === 'min' && (call.args === '0' || call.args === '1')) continue;
      add(
        lineOf(text, call.at + text.slice(call.at).indexOf('.')),
        `zod string .${call.name}(<number>)`,
      );
    }
  }
  const seen = new Set<string>();
  return found
    .filter((f) => {
      const key = `${f.line}:${f.rule}`;
      return !seen.has(key) && (seen.add(key), true);
    })
    .sort((a, b) => a.line - b.line);
}

export const describeLiteralLimit = (f: LiteralLimit) =>
  `${f.file}:${f.line} ${f.rule}: ${f.text} (import the limit from ${LIMITS_FILE})`;
