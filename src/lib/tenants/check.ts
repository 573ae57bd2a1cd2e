import type { Tenant } from '../../generated/tenant';
import { parseJson } from '../json/parse-json.ts';
import { validateTenant, type Issue } from './validate.ts';
import { lintTenant } from './lint.ts';
import { checkContent } from './content.ts';

/** An error may carry the line and column of a JSON syntax error. */
export type CheckIssue = Issue & { line?: number; column?: number };

/** Everything the validator found in one tenant file. */
export interface FileReport {
  file: string;
  errors: CheckIssue[];
  warnings: CheckIssue[];
  tenant?: Tenant;
}

/**
 * Checks one tenant file's text: JSON syntax, the schema, that the id matches the file name, the
 * content hub's entries (checkContent), then the warnings of lintTenant.
 * @example checkTenantText('tenants/a.json', '{', () => true).errors[0].line // 1
 */
export function checkTenantText(
  file: string,
  text: string,
  assetExists: (tenantId: string, sitePath: string) => boolean,
): FileReport {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return {
      file,
      errors: [
        {
          path: '(file)',
          message: `malformed JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`,
          hint: 'fix the JSON syntax there (a missing comma, quote or bracket is the usual cause)',
          line: parsed.line,
          column: parsed.column,
        },
      ],
      warnings: [],
    };
  }
  const result = validateTenant(parsed.value);
  if (!result.ok) return { file, errors: result.issues, warnings: [] };
  const tenant = result.tenant;
  const errors: CheckIssue[] = [];
  const base = file
    .split(/[\\/]/)
    .pop()!
    .replace(/\.json$/, '');
  if (base !== tenant.id)
    errors.push({
      path: 'id',
      message: `'${tenant.id}' does not match the file name '${base}.json'`,
      hint: `rename the file to ${tenant.id}.json or set id to '${base}'`,
    });
  const exists = (p: string) => assetExists(tenant.id, p);
  const content = checkContent(tenant, exists);
  errors.push(...content.errors);
  return { file, errors, warnings: [...lintTenant(tenant, exists), ...content.warnings], tenant };
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
