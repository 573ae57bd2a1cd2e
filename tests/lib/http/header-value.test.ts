/** Header values built from payloads (docs/product.md §7.6's in-store loyalty webhook headers). */
import { describe, expect, it } from 'vitest';
import { isPrintableAscii } from '../../../src/lib/http/header-value.ts';

describe('isPrintableAscii', () => {
  it.each([
    ['', true],
    ['R-9 store #12', true],
    ['~!@$%^&*()_+{}|:"<>?', true],
    ['a\r\nX-Injected: 1', false],
    ['line\nbreak', false],
    ['nul\u0000', false],
    ['tab\there', false],
    ['del\u007f', false],
    ['café', false],
    ['snow\u2603man', false],
    ['emoji\u{1F600}', false],
  ])('%j → %s', (value, expected) => {
    expect(isPrintableAscii(value)).toBe(expected);
  });
});
