import { describe, expect, it } from 'vitest';
import { lineColumnAt, parseJson } from '../../../src/lib/json/parse-json.ts';

describe('parseJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseJson('{"a": [1, 2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });

  it.each([
    ['missing comma', '{\n  "id": "x"\n  "name": "y"\n}', 3, 3],
    ['trailing comma', '{\n  "a": 1,\n}', 3, 1],
    ['unquoted key', '{ id: 1 }', 1, 3],
    ['unclosed brace', '{\n  "a": 1', 2, 9],
    ['empty file', '', 1, 1],
  ])('locates a %s', (_name, text, line, column) => {
    const r = parseJson(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect({ line: r.line, column: r.column }).toEqual({ line, column });
    expect(r.message).not.toMatch(/at position|is not valid JSON|\n\s+at /);
  });

  it('explains a file that ends too early', () => {
    const r = parseJson('{"a": [1');
    expect(r.ok === false && r.message).toMatch(/ends too early|Expected|Unexpected/);
  });
});

describe('lineColumnAt', () => {
  it.each([
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 2, 2, 1],
    ['a\nbc', 3, 2, 2],
  ])('%j @ %i → %i:%i', (text, offset, line, column) => {
    expect(lineColumnAt(text, offset)).toEqual({ line, column });
  });
});
