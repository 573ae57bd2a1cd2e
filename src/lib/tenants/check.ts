import type { Tenant } from '../../generated/tenant';
import { lineColumnAt, parseJson } from '../json/parse-json.ts';
import { resolveSandboxUrl } from './sandbox-url.ts';
import { validateTenant, type Issue } from './validate.ts';
import { lintTenant } from './lint.ts';
import { checkContent } from './content.ts';
import { findSyntaxError } from './json-syntax.ts';
import { httpWarnings } from './rules.ts';
import { productionWarnings } from './validate-providers.ts';
import { usableBranding } from './usable.ts';
import { show } from './words.ts';

/** An error may carry the line and column of a JSON syntax error. */
export type CheckIssue = Issue & { line?: number; column?: number };

/** Everything the validator found in one tenant file. */
export interface FileReport {
  file: string;
  errors: CheckIssue[];
  warnings: CheckIssue[];
  tenant?: Tenant;
}

/** Larger than any real tenant file by far; beyond it the file is refused unread. */
export const MAX_FILE_BYTES = 256 * 1024;

/** A JSON syntax error as an issue with its line and column. */
export function syntaxIssue(text: string): CheckIssue {
  const found = findSyntaxError(text);
  // The scanner and JSON.parse agree on what is JSON; should they not, JSON.parse's word stands.
  const fallback = found ? undefined : parseJson(text);
  const offset = found?.offset;
  const where =
    offset !== undefined
      ? lineColumnAt(text, offset)
      : fallback && !fallback.ok
        ? { line: fallback.line, column: fallback.column }
        : { line: 1, column: 1 };
  const what = found?.message ?? (fallback && !fallback.ok ? fallback.message : 'not JSON');
  return {
    path: '(file)',
    message: `malformed JSON at line ${where.line}, column ${where.column}: ${what}`.replace(
      /\s+/g,
      ' ',
    ),
    hint:
      found?.hint ??
      'fix the JSON syntax there (a missing comma, quote or bracket is the usual cause)',
    ...where,
  };
}

function fileBase(file: string): string {
  return file
    .split(/[\\/]/)
    .pop()!
    .replace(/\.json$/, '');
}

/**
 * Checks one tenant file's text in one pass: size, JSON syntax, the schema and the rules it cannot
 * state, that the id matches the file name, the content hub's entries, then the warnings (plain
 * http URLs, contrast, gradients, missing assets). Schema errors do not hide the rest: the later
 * checks read whatever part of the file is usable.
 * @example checkTenantText('tenants/a.json', '{', () => true).errors[0].line // 1
 */
export function checkTenantText(
  file: string,
  text: string,
  assetExists: (tenantId: string, sitePath: string) => boolean,
  /** STOREFRONT_SANDBOX_URL, for a development tenant's `{STOREFRONT_SANDBOX_URL}`. */
  sandboxUrl?: string,
): FileReport {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES)
    return {
      file,
      errors: [
        {
          path: '(file)',
          message: `is ${Math.ceil(bytes / 1024)} KB, more than ${MAX_FILE_BYTES / 1024} KB`,
          hint: 'shorten it: put pictures and long texts in files of public/t/<id>/, not in the JSON',
        },
      ],
      warnings: [],
    };
  const parsed = parseJson(text);
  if (!parsed.ok) return { file, errors: [syntaxIssue(text)], warnings: [] };
  // The later checks read the file as the server will: with the sandbox's address filled in.
  const doc = resolveSandboxUrl(parsed.value, sandboxUrl);
  const result = validateTenant(doc, sandboxUrl);
  const raw = (doc && typeof doc === 'object' && !Array.isArray(doc) ? doc : {}) as Record<
    string,
    unknown
  >;
  // An id the schema refuses is reported there; comparing it with the file name would add noise.
  const id =
    typeof raw.id === 'string' && !result.issues.some((i) => i.path === 'id') ? raw.id : undefined;
  const errors: CheckIssue[] = [...result.issues];
  const base = fileBase(file);
  if (id !== undefined && base !== id)
    errors.push({
      path: 'id',
      message: `${show(id)} does not match the file name ${show(`${base}.json`)}`,
      hint: `rename the file to ${id}.json or set id to '${base}'`,
    });
  const tenantId = id ?? base;
  const exists = (p: string) => assetExists(tenantId, p);
  const content = checkContent({ id: tenantId, content: raw.content }, exists);
  errors.push(...content.errors);
  const branding = result.ok ? result.tenant.branding : usableBranding(raw.branding);
  const warnings = [
    ...productionWarnings(doc),
    ...httpWarnings(doc),
    ...lintTenant({ id: tenantId, branding }, exists),
    ...content.warnings,
  ];
  return { file, errors, warnings, ...(result.ok ? { tenant: result.tenant } : {}) };
}

/** Errors for hosts claimed by more than one tenant, added to the later file's report. */
export function crossCheck(reports: FileReport[]): void {
  const owner = new Map<string, string>();
  for (const r of reports) {
    if (!r.tenant) continue;
    r.tenant.hosts.forEach((host, i) => {
      const h = host.toLowerCase();
      const first = owner.get(h);
      if (first && first !== r.tenant!.id)
        r.errors.push({
          path: `hosts[${i}]`,
          message: `'${host}' is already claimed by tenant '${first}'`,
          hint: 'each host may belong to one tenant only',
        });
      else owner.set(h, r.tenant!.id);
    });
    const own = `${r.tenant.id}.localhost`;
    if (owner.get(own) && owner.get(own) !== r.tenant.id)
      r.errors.push({
        path: 'id',
        message: `'${own}' is claimed by tenant '${owner.get(own)}'`,
        hint: 'remove that host from the other tenant',
      });
    else owner.set(own, r.tenant.id);
  }
}
