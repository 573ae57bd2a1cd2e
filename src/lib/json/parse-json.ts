/** Result of parsing JSON text: the value, or where and why it is malformed. */
export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; message: string };

/** 1-based line and column of a 0-based offset into `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/**
 * Parses JSON and turns a syntax error into a line, a column and a plain message, so support staff
 * see where a tenant file is broken instead of a stack trace.
 * @example parseJson('{"a": }') // { ok: false, line: 1, column: 7, message: 'Unexpected token ...' }
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    // V8 words its errors in several ways; prefer its own line/column, then an offset.
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const pos = /position (\d+)/.exec(raw);
    let where: { line: number; column: number };
    if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
    else if (pos) where = lineColumnAt(text, Number(pos[1]));
    else where = lineColumnAt(text, text.length);
    const message = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/,?\s*"[^"]*"\s+is not valid JSON$/, '')
      .replace(/ in JSON at position \d+/, '')
      .replace(
        /^Unexpected end of JSON input$/,
        'The file ends too early (a bracket, brace or quote is not closed)',
      );
    return { ok: false, ...where, message };
  }
}
