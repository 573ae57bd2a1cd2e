/**
 * Support staff's branding validator.
 *   npm run validate -- [--strict] [--json] [tenants/<id>.json …]
 * No file: every tenant in tenants/. Exit 1 on any error (or, with --strict, any warning).
 * Each tenant's demo data, tenants/<id>.sandbox.json, is checked with it (a seed file may be named
 * on its own too); a tenant on the sandbox without one is warned that it gets generic data.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTenantText,
  crossCheck,
  type FileReport,
  type CheckIssue,
} from '../src/lib/tenants/check.ts';
import { isTenantFileName, SEED_SUFFIX } from '../src/tenancy/folder.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const json = args.includes('--json');
const unknown = args.filter((a) => a.startsWith('-') && a !== '--strict' && a !== '--json');
if (unknown.length) {
  console.error(
    `Unknown option ${unknown.join(', ')}. Usage: npm run validate -- [--strict] [--json] [tenants/<id>.json …]`,
  );
  process.exit(2);
}
const explicit = args.filter((a) => !a.startsWith('-'));
const tenantsDir = path.join(root, 'tenants');
const allFiles = readdirSync(tenantsDir)
  .filter(isTenantFileName)
  .sort()
  .map((f) => path.join(tenantsDir, f));
const named = explicit.map((f) => path.resolve(f));
const files = explicit.length ? named.filter((f) => !f.endsWith(SEED_SUFFIX)) : allFiles;
// Demo data to check: each tenant's own, plus any seed file named on the command line.
const seedFiles = [
  ...new Set([
    ...files.map((f) => f.replace(/\.json$/, SEED_SUFFIX)).filter((f) => existsSync(f)),
    ...named.filter((f) => f.endsWith(SEED_SUFFIX)),
  ]),
];

function assetExists(tenantId: string, sitePath: string): boolean {
  const rel = decodeURI(sitePath.split(/[?#]/)[0]!);
  return [path.join(root, 'public', 't', tenantId, rel), path.join(root, 'public', rel)].some(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
}

function display(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

const reports: FileReport[] = files.map((file) => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? 'is a folder, not a file'
          : `cannot be read (${code ?? 'unknown error'})`;
    return {
      file: display(file),
      errors: [{ path: '(file)', message, hint: 'pass a path such as tenants/<id>.json' }],
      warnings: [],
    };
  }
  return checkTenantText(display(file), text, assetExists, process.env.STOREFRONT_SANDBOX_URL);
});

// Loaded only when there is demo data to check: the seed's checks bring the sandbox's order code.
const { checkSeedText } = seedFiles.length
  ? await import('../src/sandbox/seed/report.ts')
  : { checkSeedText: undefined };
for (const seedFile of seedFiles) {
  const id = path.basename(seedFile, SEED_SUFFIX);
  let text: string;
  try {
    text = readFileSync(seedFile, 'utf8');
  } catch {
    reports.push({
      file: display(seedFile),
      errors: [
        { path: '(file)', message: 'file not found', hint: 'pass tenants/<id>.sandbox.json' },
      ],
      warnings: [],
    });
    continue;
  }
  reports.push(checkSeedText!(display(seedFile), text, id, assetExists));
}

// A tenant on the sandbox without demo data of its own is served generic data named after it.
for (const r of reports) {
  if (r.tenant?.api_base !== 'sandbox') continue;
  const file = path.resolve(r.file);
  if (!file.endsWith(SEED_SUFFIX) && !existsSync(file.replace(/\.json$/, SEED_SUFFIX)))
    r.warnings.push({
      path: 'api_base',
      message: `the sandbox has no demo data for '${r.tenant.id}' and serves generic stores and menu named after it`,
      hint: `add ${display(file.replace(/\.json$/, SEED_SUFFIX))} (npm run new-tenant writes one; see docs/onboarding.md)`,
    });
}

// Host conflicts are judged against every tenant, even when only one file is named.
const others = explicit.length
  ? allFiles
      .filter((f) => !files.includes(f))
      .map((f) =>
        checkTenantText(
          display(f),
          readFileSync(f, 'utf8'),
          assetExists,
          process.env.STOREFRONT_SANDBOX_URL,
        ),
      )
  : [];
crossCheck([...others, ...reports]);

const errors = reports.reduce((n, r) => n + r.errors.length, 0);
const warnings = reports.reduce((n, r) => n + r.warnings.length, 0);
const failed = errors > 0 || (strict && warnings > 0);

if (json) {
  // The parsed tenant is for cross-checks, not for the report.
  const strip = ({ file, errors, warnings }: FileReport) => ({ file, errors, warnings });
  console.log(
    JSON.stringify(
      {
        ok: !failed,
        strict,
        summary: { files: reports.length, errors, warnings },
        files: reports.map(strip),
      },
      null,
      2,
    ),
  );
} else {
  // One problem per line, whatever a message quotes, so the output stays greppable.
  const line = (file: string, level: string, i: CheckIssue) =>
    `${file}${i.line ? `:${i.line}:${i.column}` : ''}: ${level}: ${i.path === '(file)' ? '' : `${i.path}: `}${i.message}; ${i.hint}`.replace(
      /[\r\n]+/g,
      ' ',
    );
  for (const r of reports) {
    for (const e of r.errors) console.log(line(r.file, 'error', e));
    for (const w of r.warnings) console.log(line(r.file, 'warning', w));
    if (!r.errors.length && !r.warnings.length) console.log(`${r.file}: ok`);
  }
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  console.log(
    `\n${plural(reports.length, 'file')} checked: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${strict && warnings ? ' (--strict: warnings fail)' : ''}.`,
  );
}
process.exit(failed ? 1 : 0);
