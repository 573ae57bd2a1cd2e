/**
 * The validator's report on a chain's demo data (tenants/<id>.sandbox.json): JSON syntax, the seed
 * schema and the reference checks in one run, one problem per path; warnings for menu and store
 * pictures that are not there (a broken picture box in every screenshot) or not a usable address.
 */
import { parseJson } from '../../lib/json/parse-json.ts';
import { syntaxIssue, type CheckIssue, type FileReport } from '../../lib/tenants/check.ts';
import { dottedPath } from '../../lib/tenants/validate.ts';
import { httpWarnings } from '../../lib/tenants/rules.ts';
import { show } from '../../lib/tenants/words.ts';
import { seedSchemaIssues } from './seed-schema.ts';
import { checkSeed } from './check.ts';
import type { SandboxSeed } from './seed.ts';

/** 'stores[0].timezone: is not…' → { path, message } (the checks' own wording). */
function splitProblem(problem: string): CheckIssue {
  const at = problem.indexOf(': ');
  return at < 0
    ? { path: '(file)', message: problem, hint: 'fix the demo data' }
    : { path: problem.slice(0, at), message: problem.slice(at + 2), hint: 'fix the demo data' };
}

type Pictures = [path: string, url: unknown][];

function pictures(doc: unknown): Pictures {
  const out: Pictures = [];
  const seed = doc as Partial<SandboxSeed>;
  const list = <T>(v: T[] | undefined): T[] => (Array.isArray(v) ? v : []);
  list(seed.stores).forEach((s, i) => out.push([`stores[${i}].image_url`, s?.image_url]));
  list(seed.menus).forEach((m, i) =>
    list(m?.categories).forEach((c, j) => {
      const at = `menus[${i}].categories[${j}]`;
      out.push([`${at}.image_url`, c?.image_url]);
      list(c?.items).forEach((it, k) => out.push([`${at}.items[${k}].image_url`, it?.image_url]));
    }),
  );
  return out.filter(([, url]) => typeof url === 'string');
}

/** Warnings for pictures that would show as a broken box. */
export function pictureWarnings(
  doc: unknown,
  tenantId: string,
  assetExists: (tenantId: string, sitePath: string) => boolean,
): CheckIssue[] {
  const out: CheckIssue[] = [];
  for (const [path, url] of pictures(doc) as [string, string][]) {
    if (/^https?:\/\//i.test(url)) continue;
    if (!url.startsWith('/'))
      out.push({
        path,
        message: `${show(url)} is neither a site path nor an https URL`,
        hint: `put the photo in public/t/${tenantId}/menu/ and write /menu/<file>, or use an https:// URL`,
      });
    else if (!assetExists(tenantId, url))
      out.push({
        path,
        message: `${show(url)} does not exist in public/t/${tenantId}/`,
        hint: `add public/t/${tenantId}${url.split(/[?#]/)[0]}, or remove image_url (a placeholder is shown)`,
      });
  }
  return out;
}

/**
 * Checks the text of a seed file for the tenant `tenantId`.
 * @example checkSeedText('tenants/a.sandbox.json', '{}', 'a', () => true).errors[0].path // '(file)'
 */
export function checkSeedText(
  file: string,
  text: string,
  tenantId: string,
  assetExists: (tenantId: string, sitePath: string) => boolean,
): FileReport {
  const parsed = parseJson(text);
  if (!parsed.ok) return { file, errors: [syntaxIssue(text)], warnings: [] };
  const doc = parsed.value;
  const errors: CheckIssue[] = seedSchemaIssues(doc).map((e) => ({
    path: dottedPath(e.pointer),
    message: e.message,
    hint: 'see schemas/sandbox-seed.schema.json',
  }));
  // The reference checks read a seed the schema may have refused: what they cannot read is skipped.
  let references: string[] = [];
  try {
    references = checkSeed(doc as SandboxSeed);
  } catch {
    if (!errors.length) errors.push(splitProblem('(file): cannot be read as demo data'));
  }
  const seen = new Set(errors.map((e) => `${e.path}: ${e.message}`));
  for (const p of references) if (!seen.has(p)) errors.push(splitProblem(p));
  return {
    file,
    errors,
    warnings: [...httpWarnings(doc), ...pictureWarnings(doc, tenantId, assetExists)],
  };
}
