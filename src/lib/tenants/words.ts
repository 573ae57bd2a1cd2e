/** How the validator's messages quote the values they talk about. */

/** Longer values are cut in messages, so a 1 MB string does not make a 1 MB report. */
const SHOWN_CHARS = 60;

/**
 * A value as messages quote it: text in single quotes, cut when long, control characters escaped.
 * @example show('#12345') // "'#12345'"
 */
export function show(value: unknown): string {
  if (typeof value === 'string') {
    // Escaped control characters keep each message on one line.
    const cut = value.length > SHOWN_CHARS ? value.slice(0, SHOWN_CHARS) : value;
    const text = [...cut]
      .map((c) => {
        const code = c.charCodeAt(0);
        return code < 32 || code === 127 ? `\\u${code.toString(16).padStart(4, '0')}` : c;
      })
      .join('');
    return value.length > SHOWN_CHARS ? `'${text}…' (${value.length} characters)` : `'${text}'`;
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined)
    return String(value);
  return typeof value;
}
