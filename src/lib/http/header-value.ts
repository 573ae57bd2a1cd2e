/**
 * Whether a text may be sent as an HTTP header value as it is: printable ASCII only (space to ~).
 * Line breaks would split the header, NUL and other controls are refused by HTTP clients, and
 * characters above U+007F have no single agreed byte form in a header.
 * @example isPrintableAscii('R-9') // true
 * @example isPrintableAscii('a\r\nX-Injected: 1') // false
 */
export function isPrintableAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}
