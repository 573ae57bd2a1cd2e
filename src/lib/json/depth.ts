/**
 * How deeply JSON text nests, found by scanning the text (strings skipped) before it is parsed, so
 * a hostile body nested thousands deep is refused before any recursive code (a parser, a schema
 * validator, a serialiser) can overflow the stack on it.
 */

/**
 * Whether `text` opens more than `max` arrays or objects inside one another. Malformed text is
 * scanned as far as it goes; the parser reports it.
 * @example nestedDeeperThan('[[1]]', 1) // true
 * @example nestedDeeperThan('{"a":"[[[["}', 1) // false
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
