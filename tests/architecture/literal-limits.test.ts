/**
 * Every field length and count limit has one owner, src/lib/limits.ts: the contract, decoders, lib
 * rules, islands and the sandbox import it instead of typing the number again (docs/architecture.md
 * §2, business rules live in src/lib). The checker is tested first on planted examples.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as LIMITS from '../../src/lib/limits.ts';
import { describeLiteralLimit, literalLimits } from './literal-limits.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Values distinctive enough that a bare one beside `.length` or in `.max()` is the limit itself. */
const KNOWN = new Set([
  LIMITS.EMAIL_MAX,
  LIMITS.NAME_MAX,
  LIMITS.PASSWORD_MAX,
  LIMITS.PASSWORD_CHECKLIST_MIN,
  LIMITS.PHONE_FORMATTED_LENGTH,
  LIMITS.PROMO_CODE_MAX,
  LIMITS.QUANTITY_MAX,
  LIMITS.VEHICLE_MAX,
  LIMITS.GIFT_CARD_NUMBER_INPUT_MAX,
  LIMITS.DOMAIN_MAX,
]);

const found = (file: string, source: string) =>
  literalLimits(file, source, KNOWN).map((f) => f.rule);

describe('the literal-limit checker', () => {
  it.each([
    ['an input maxLength', '<TextField maxLength={254} />', 'maxLength={<number>} on an input'],
    [
      'a textarea maxLength with spaces',
      '<textarea maxLength={ 300 } />',
      'maxLength={<number>} on an input',
    ],
    ['an HTML maxlength', '`<input name="email" maxlength="254">`', 'maxlength="<number>" in HTML'],
    [
      'a maxLength property',
      'const p = { maxLength: 60 };',
      'maxLength: <number> / minLength: <number>',
    ],
    [
      'a decoder',
      "persistent('code', nullable(string({ max: 40 })), null);",
      'string({ max: <number> }) decoder',
    ],
    ['a zod string max', 'const s = z.string().max(500);', 'zod string .max(<number>)'],
    ['a zod string min', 'const s = z.string().min(6).max(LIMIT);', 'zod string .min(<number>)'],
    ['a zod url max', 'const s = z.url().max(500);', 'zod string .max(<number>)'],
    [
      'a zod chain across lines',
      'const s = z\n  .string()\n  .regex(/^a(b)c$/)\n  .max(300);',
      'zod string .max(<number>)',
    ],
    [
      "a zod chain whose message holds '/*'",
      `z.string().regex(/^x$/, "Use '/orders/*'").max(300)`,
      'zod string .max(<number>)',
    ],
    [
      'a known limit against .length',
      'if (email.length > 254) return;',
      '.length or .quantity compared with a known limit',
    ],
    [
      'a known limit against a quantity',
      'aria-disabled={line.quantity >= 99 || undefined}',
      '.length or .quantity compared with a known limit',
    ],
    [
      'a known limit on a number schema',
      'z.number().int().min(1).max(99)',
      '.max/.min of a known limit',
    ],
  ])('finds %s', (_what, source, rule) => {
    expect(found('src/x.ts', source)).toContain(rule);
  });

  it.each([
    ['a named limit', 'z.string().min(PASSWORD_MIN).max(PASSWORD_MAX)'],
    ['a non-empty string', 'z.string().min(1).max(NAME_MAX)'],
    ['a number range that is no known limit', 'z.number().min(-90).max(90)'],
    ['an unknown number against .length', 'if (list.length > 1) return;'],
    ['a comment', '// emails are at most 254 characters: z.string().max(254)'],
    ['a doc comment', '/** maxLength={60} as before */'],
    ['a URL in code', "const u = 'https://example.com/x'; z.string().max(NAME_MAX);"],
    ['a rate limit', 'loginPerIp: { max: 120, windowMs: 60_000 },'],
    ['a string regex length', 'z.string().regex(/^\\d{12,19}$/)'],
  ])('passes %s', (_what, source) => {
    expect(found('src/x.ts', source)).toEqual([]);
  });

  it('leaves the owner itself alone', () => {
    expect(found('src/lib/limits.ts', 'export const X = z.string().max(254);')).toEqual([]);
  });

  it('names the file and line', () => {
    const [f] = literalLimits('src/a.ts', 'const a = 1;\nconst b = z.string().max(7);', KNOWN);
    expect(f && describeLiteralLimit(f)).toMatch(/^src\/a\.ts:2 zod string \.max/);
  });
});

describe('field limits in src/ (src/lib/limits.ts owns them)', () => {
  it('no file types a limit that src/lib/limits.ts owns', () => {
    const names = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' });
    const findings = names
      .filter((n) => /\.(ts|tsx|astro)$/.test(n))
      .map((n) => `src/${n.split(path.sep).join('/')}`)
      .filter((file) => !file.startsWith('src/generated/'))
      .flatMap((file) => literalLimits(file, readFileSync(path.join(ROOT, file), 'utf8'), KNOWN));
    expect(findings.map(describeLiteralLimit)).toEqual([]);
  });
});
