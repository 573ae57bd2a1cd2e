/**
 * The proxy's reading of an answer (docs/architecture.md §6): `auth_cookie` never leaves it,
 * however the answer spells the key; anything but JSON, or JSON nested too deeply, is unreadable;
 * the embedded sandbox's answers (JSON.stringify's text) are parsed only when something in them
 * must be read, and relayed as they came otherwise.
 */
import { describe, expect, it } from 'vitest';
import { dataText, MAX_ANSWER_DEPTH, readAnswer } from '../../src/api/proxy-answer.ts';

const deep = `${'['.repeat(MAX_ANSWER_DEPTH + 1)}${']'.repeat(MAX_ANSWER_DEPTH + 1)}`;

describe('readAnswer and dataText: auth_cookie is taken out of every answer', () => {
  it.each([
    ['spelled out', '{"auth_cookie":"s","n":1}', '{"data":{"n":1}}'],
    ['nested in an array', '{"a":[{"auth_cookie":"s"}]}', '{"data":{"a":[{}]}}'],
    ['with a \\u escape', '{"auth\\u005fcookie":"s","n":1}', '{"data":{"n":1}}'],
  ])('%s, from the sandbox and from any upstream', (_name, body, sent) => {
    for (const stringified of [true, false]) {
      const read = readAnswer({ body, stringified });
      expect(read).toBeDefined();
      expect(JSON.parse(dataText(read!, 'en'))).toEqual(JSON.parse(sent));
      expect(dataText(read!, 'en')).not.toContain('s"');
    }
  });
});

describe('readAnswer: what cannot be read', () => {
  it.each([
    ['not JSON', 'oops'],
    ['a byte order mark', '\uFEFF{}'],
    ['nested too deeply', deep],
  ])('%s is refused from an outside upstream', (_name, body) => {
    expect(readAnswer({ body })).toBeUndefined();
  });

  it('an empty answer is null data', () => {
    expect(dataText(readAnswer({ body: '' })!, 'en')).toBe('{"data":null}');
    expect(dataText(readAnswer({ body: '', stringified: true })!, 'en')).toBe('{"data":null}');
  });
});

describe('readAnswer: the sandbox answer is parsed only when something in it is read', () => {
  it.each([
    ['plain', '{"a":1}', null],
    ['ok: false (the limits read it)', '{"ok":false}', { ok: false }],
    ['auth_cookie (the session reads it)', '{"auth_cookie":"s"}', { auth_cookie: 's' }],
  ])('%s', (_name, body, data) => {
    expect(readAnswer({ body, stringified: true })?.data).toEqual(data);
  });

  it('an outside answer is always parsed, and either way the same JSON is sent', () => {
    const body = '{ "a": [1, 2], "b": "x" }';
    expect(readAnswer({ body })?.data).toEqual({ a: [1, 2], b: 'x' });
    for (const stringified of [true, false])
      expect(JSON.parse(dataText(readAnswer({ body, stringified })!, 'en'))).toEqual({
        data: { a: [1, 2], b: 'x' },
      });
  });
});
