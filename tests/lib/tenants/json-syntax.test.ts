// The right line and column for every JSON syntax error, on one line.
import { describe, expect, it } from 'vitest';
import { findSyntaxError } from '../../../src/lib/tenants/json-syntax.ts';
import { lineColumnAt } from '../../../src/lib/json/parse-json.ts';

/** `line:column message; hint` of the first error, or 'ok'. */
function report(text: string): string {
  const found = findSyntaxError(text);
  if (!found) return 'ok';
  const { line, column } = lineColumnAt(text, found.offset);
  return `${line}:${column} ${found.message}; ${found.hint}`;
}

describe('findSyntaxError', () => {
  it.each([
    [
      'trailing comma in an object',
      '{\n  "a": 1,\n}\n',
      "2:9 a comma before '}' with nothing after it; remove this comma",
    ],
    [
      'trailing comma before a far brace',
      '{\n  "a": [1],\n\n\n}',
      "2:11 a comma before '}' with nothing after it; remove this comma",
    ],
    [
      'trailing comma in a list',
      '{"a": [1, 2,\n]}',
      "1:12 a comma before ']' with nothing after it; remove this comma",
    ],
    [
      'missing comma between fields',
      '{\n  "id": "x"\n  "name": "y"\n}',
      "2:12 a comma is missing after this value; add ','",
    ],
    ['missing comma in a list', '[1\n 2]', "1:3 a comma is missing after this value; add ','"],
    [
      'unterminated text',
      '{\n  "name": "Burger\n}',
      '2:11 this text is not closed; add the closing double quote (") on this line',
    ],
    [
      'unterminated text at the end',
      '{"name": "Bur',
      '1:10 this text is not closed; add the closing double quote (") on this line',
    ],
    ['missing colon', '{"a" 1}', "1:6 '1' where ':' should follow the field name; add ':'"],
    [
      'unquoted field name',
      '{\n  name: 1}',
      "2:3 'n' where a field name in double quotes should be; quote the name",
    ],
    ['single quotes', "{'a': 1}", 'a field name in single quotes'],
    ['single-quoted value', '{"a": \'b\'}', '1:7 text in single quotes; use double quotes (")'],
    ['a misspelt literal', '{"a": ture}', "1:7 'ture' is not a value"],
    ['a comment', '{\n  // note\n  "a": 1}', '2:3 a comment; remove it: JSON has no comments'],
    ['a bad escape', '{"a": "C:\\dir"}', "1:10 '\\d' is not a valid escape"],
    ['a tab inside text', '{"a": "x\ty"}', '1:9 a tab or control character inside text'],
    ['a leading zero', '{"a": 07}', '1:7 not a valid number'],
    ['an unclosed object', '{\n  "a": {\n    "b": 1\n}', "1:1 this '{' is never closed; add '}'"],
    ['an unclosed list', '{"a": [1, 2', "1:7 this '[' is never closed; add ']'"],
    ['a missing value', '{"a": }', "1:7 '}' where a value should be; add the missing value"],
    ['junk after the end', '{"a": 1}\n}', "2:1 '}' after the end of the data; remove it"],
    ['junk in place of a comma', '{"a": 1 ; "b": 2}', "1:9 ';' where ',' or '}' should be"],
    ['an empty file', '  \n', '1:1 the file is empty'],
    ['a byte-order mark', '\uFEFF{}', '1:1 the file starts with a byte-order mark'],
    ['valid JSON', '{"a": [1, -2.5e3, true, null, "\\u00e9\\n"]}', 'ok'],
  ])('%s', (_name, text, expected) => {
    expect(report(text)).toContain(expected);
  });

  it('agrees with JSON.parse on what is JSON', () => {
    const samples = [
      '{}',
      '[]',
      '""',
      '0',
      '-0.0e-0',
      '{"a":[{}]}',
      '1.',
      '.5',
      '-',
      '"\\u12"',
      '[,]',
    ];
    for (const s of samples) {
      let parses = true;
      try {
        JSON.parse(s);
      } catch {
        parses = false;
      }
      expect(findSyntaxError(s) === undefined, s).toBe(parses);
    }
  });

  it('refuses nesting past its depth limit instead of overflowing the stack', () => {
    expect(report('['.repeat(100_000))).toMatch(/^1:201 nesting deeper than 200 levels/);
  });
});
