/**
 * The file a request path names, decoded exactly once. Every tenant's files live side by side in
 * one build folder (`/t/<id>/…`), so a path that could step out of the folder it is looked up in
 * is refused before any lookup: `..` or `.` segments (spelled plainly or as `%2e`), separators
 * spelled as `%2f`, `%5c` or a backslash, anything still percent-encoded after one decoding (a
 * double-encoded `%252f`), NUL and other control characters, and malformed escapes.
 */

/** Encoded separators and NUL, in the path as it arrived. */
const ENCODED_SEPARATOR = /%(?:2f|5c|00)/i;
/** A percent escape left after one decoding: the path was encoded twice. */
const STILL_ENCODED = /%[0-9a-f]{2}/i;
// Control characters (NUL to 0x1F and DEL) never belong in a file name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The decoded path, or undefined when it is not a plain path inside the folder it is served from.
 * @example decodeRequestPath('/menu/fries%20large.jpg') // '/menu/fries large.jpg'
 * @example decodeRequestPath('/..%2fsushi%2findex.html') // undefined
 */
export function decodeRequestPath(pathname: string): string | undefined {
  if (!pathname.startsWith('/') || pathname.includes('\\') || ENCODED_SEPARATOR.test(pathname))
    return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\\') || CONTROL.test(decoded) || STILL_ENCODED.test(decoded))
    return undefined;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  return decoded;
}
