/**
 * Finds the first JSON syntax error of a text and says where it is, in words support staff act on.
 * JSON.parse's messages do not always carry a position (`[1,]`), point past the culprit (a trailing
 * comma is reported at the next line's bracket) and sometimes quote the whole file, newlines and
 * all; this scanner points at the character to fix and words every message on one line.
 */

/** Where and why a text is not JSON: `offset` is 0-based, into the text. */
export interface SyntaxProblem {
  offset: number;
  message: string;
  hint: string;
}

/** Deeper than this is a broken file, not a tenant; it also keeps the scanner off the stack limit. */
const MAX_DEPTH = 200;

class Stop extends Error {
  readonly problem: SyntaxProblem;
  constructor(problem: SyntaxProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

function stop(offset: number, message: string, hint: string): never {
  throw new Stop({ offset, message, hint });
}

/** One character, named so that a space or the end of the file still reads as words. */
function shown(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the file';
  if (ch === '\n' || ch === '\r') return 'the end of the line';
  if (/\s/.test(ch)) return 'a blank';
  return `'${ch}'`;
}

/** Typographic quotes that word processors and chat tools put in for straight ones. */
const SMART_QUOTES = /[\u201c\u201d\u201e\u201f\u2018\u2019\u201a\u201b\u00ab\u00bb\u2033]/;

function smartQuote(at: number, ch: string): never {
  return stop(
    at,
    `'${ch}' is a typographic ("smart") quote`,
    'use straight double quotes (") — paste as plain text, or turn off smart quotes in your editor',
  );
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;

class Scanner {
  i = 0;
  readonly s: string;
  constructor(text: string) {
    this.s = text;
  }

  blank(): void {
    while (/[ \t\n\r]/.test(this.s[this.i] ?? '')) this.i++;
    const next = this.s[this.i + 1];
    if (this.s[this.i] === '/' && (next === '/' || next === '*'))
      stop(this.i, 'a comment', 'remove it: JSON has no comments');
  }

  value(depth: number): void {
    this.blank();
    const ch = this.s[this.i];
    if (ch === '{' || ch === '[') {
      if (depth >= MAX_DEPTH)
        stop(this.i, `nesting deeper than ${MAX_DEPTH} levels`, 'flatten the file');
      if (ch === '{') this.object(depth + 1);
      else this.array(depth + 1);
    } else if (ch === '"') this.string();
    else if (ch === "'") stop(this.i, 'text in single quotes', 'use double quotes (")');
    else if (ch !== undefined && SMART_QUOTES.test(ch)) smartQuote(this.i, ch);
    else if (ch !== undefined && /[-\d]/.test(ch)) this.number();
    else {
      WORD.lastIndex = this.i;
      const word = WORD.exec(this.s)?.[0];
      if (word === 'true' || word === 'false' || word === 'null') this.i += word.length;
      else if (word)
        stop(
          this.i,
          `'${word}' is not a value`,
          'put text in double quotes; use true, false or null',
        );
      else stop(this.i, `${shown(ch)} where a value should be`, 'add the missing value');
    }
  }

  /** Whether a value (as opposed to stray characters) starts here. */
  startsValue(): boolean {
    WORD.lastIndex = this.i;
    const word = WORD.exec(this.s)?.[0];
    return /["{[\d-]/.test(this.s[this.i] ?? '') || ['true', 'false', 'null'].includes(word ?? '');
  }

  /** After an entry: a comma, the closing bracket, or something missing in between. */
  separator(close: '}' | ']', endOfValue: number, open: number): 'more' | 'done' {
    this.blank();
    const ch = this.s[this.i];
    if (ch === ',') return 'more';
    if (ch === close) return 'done';
    if (ch === undefined)
      stop(open, `this '${close === '}' ? '{' : '['}' is never closed`, `add '${close}'`);
    // The next entry began without a comma: point where the comma belongs, not at the next line.
    if (close === '}' ? ch === '"' : this.startsValue())
      stop(endOfValue, 'a comma is missing after this value', "add ','");
    return stop(this.i, `${shown(ch)} where ',' or '${close}' should be`, `add ',' or '${close}'`);
  }

  object(depth: number): void {
    const open = this.i++;
    this.blank();
    if (this.s[this.i] === '}') return void this.i++;
    for (;;) {
      this.blank();
      const ch = this.s[this.i];
      if (ch !== '"') {
        if (ch === undefined) stop(open, "this '{' is never closed", "add '}'");
        if (ch === "'") stop(this.i, 'a field name in single quotes', 'use double quotes (")');
        if (SMART_QUOTES.test(ch)) smartQuote(this.i, ch);
        stop(
          this.i,
          `${shown(ch)} where a field name in double quotes should be`,
          'quote the name',
        );
      }
      this.string();
      this.blank();
      if (this.s[this.i] !== ':')
        stop(this.i, `${shown(this.s[this.i])} where ':' should follow the field name`, "add ':'");
      this.i++;
      this.value(depth);
      if (this.separator('}', this.i, open) === 'done') return void this.i++;
      const comma = this.i++;
      this.blank();
      if (this.s[this.i] === '}')
        stop(comma, "a comma before '}' with nothing after it", 'remove this comma');
    }
  }

  array(depth: number): void {
    const open = this.i++;
    this.blank();
    if (this.s[this.i] === ']') return void this.i++;
    for (;;) {
      this.value(depth);
      if (this.separator(']', this.i, open) === 'done') return void this.i++;
      const comma = this.i++;
      this.blank();
      if (this.s[this.i] === ']')
        stop(comma, "a comma before ']' with nothing after it", 'remove this comma');
    }
  }

  string(): void {
    const open = this.i++;
    for (;;) {
      const ch = this.s[this.i];
      if (ch === undefined || ch === '\n' || ch === '\r') {
        // "Taco Verde” — the closing quote was pasted as a typographic one.
        const smart = this.s.slice(open + 1, this.i).search(SMART_QUOTES);
        if (smart >= 0) smartQuote(open + 1 + smart, this.s[open + 1 + smart]!);
        stop(open, 'this text is not closed', 'add the closing double quote (") on this line');
      }
      if (ch === '"') return void this.i++;
      if (ch === '\\') {
        const next = this.s[this.i + 1];
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.s.slice(this.i + 2, this.i + 6)))
          this.i += 6;
        else if (next !== undefined && '"\\/bfnrt'.includes(next)) this.i += 2;
        else stop(this.i, `'\\${next ?? ''}' is not a valid escape`, 'write a backslash as \\\\');
      } else if (ch < ' ')
        stop(this.i, 'a tab or control character inside text', 'write it as \\t');
      else this.i++;
    }
  }

  number(): void {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) stop(this.i, 'not a valid number', 'write numbers such as 12, -3 or 0.5');
    this.i += m[0].length;
    if (/[\d.eE]/.test(this.s[this.i] ?? ''))
      stop(this.i - m[0].length, 'not a valid number', 'write numbers such as 12, -3 or 0.5');
  }
}

/**
 * The first syntax error of a JSON text, or undefined when it is valid JSON.
 * @example findSyntaxError('{"a": 1,}') // { offset: 7, message: "a comma before '}' with nothing after it", hint: 'remove this comma' }
 */
export function findSyntaxError(text: string): SyntaxProblem | undefined {
  if (text.charCodeAt(0) === 0xfeff)
    return {
      offset: 0,
      message: 'the file starts with a byte-order mark',
      hint: 'save it as UTF-8 without BOM',
    };
  const scanner = new Scanner(text);
  try {
    scanner.blank();
    if (scanner.i === text.length)
      return {
        offset: 0,
        message: 'the file is empty',
        hint: 'start from a copy of a demo tenant',
      };
    scanner.value(0);
    scanner.blank();
    if (scanner.i < text.length)
      stop(scanner.i, `${shown(text[scanner.i])} after the end of the data`, 'remove it');
    return undefined;
  } catch (err) {
    if (err instanceof Stop) return err.problem;
    throw err;
  }
}
