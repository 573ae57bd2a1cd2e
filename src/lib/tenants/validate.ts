import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';
import brandingSchema from '../../../schemas/branding.schema.json' with { type: 'json' };
import storeConfigSchema from '../../../schemas/store-config.schema.json' with { type: 'json' };
import tenantSchema from '../../../schemas/tenant.schema.json' with { type: 'json' };
import type { Tenant } from '../../generated/tenant';
import type { Branding } from '../../generated/branding';
import type { StoreConfig } from '../../generated/store-config';
import { customFormats, formatHints } from './formats.ts';
import { closestName } from './suggest.ts';
import { show } from './words.ts';
import { apiBaseIssues, hostIssues } from './rules.ts';
import { resolveSandboxUrl, sandboxUrlIssues } from './sandbox-url.ts';
import { providerIssues } from './validate-providers.ts';

/** One problem found in a document, in support staff's words. */
export interface Issue {
  /** Dotted JSON path, e.g. `branding.display_options.button_radius.radius`; `(file)` for the root. */
  path: string;
  /** What is wrong, quoting the value. */
  message: string;
  /** How to fix it. */
  hint: string;
}

const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true, verbose: true });
// ajv-formats is CommonJS: through Node's ESM interop its default import is the module object,
// whose own `default` is the plugin (bundlers give the same object).
const addFormats = (formatsModule as unknown as { default: FormatsPlugin }).default;
addFormats(ajv, ['uri', 'hostname', 'date']);
for (const [name, check] of Object.entries(customFormats)) ajv.addFormat(name, check);
ajv.addSchema(brandingSchema);
ajv.addSchema(storeConfigSchema);
ajv.addSchema(tenantSchema);

const validators = {
  tenant: ajv.getSchema<Tenant>(tenantSchema.$id)!,
  branding: ajv.getSchema<Branding>(brandingSchema.$id)!,
  storeConfig: ajv.getSchema<StoreConfig>(storeConfigSchema.$id)!,
};

/** `/branding/links/0/url` → `branding.links[0].url`. */
export function dottedPath(pointer: string, extra?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || '(file)';
}

function typeName(t: unknown): string {
  const names: Record<string, string> = {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  const list = Array.isArray(t) ? t : [t];
  return list.map((x) => (typeof x === 'string' ? (names[x] ?? x) : String(x))).join(' or ');
}

function valueAt(doc: unknown, pointer: string): unknown {
  let node: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

function knownKeys(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

/** Formats of a single URL or site path, where a blank is never right. */
const URL_FORMATS = new Set([
  'url-or-path',
  'url-or-path-or-empty',
  'api-base',
  'https-or-path',
  'web-url',
  'uri',
]);

/** Turns one ajv error into plain words with a hint. */
function toIssue(err: ErrorObject, doc: unknown): Issue | undefined {
  const value = valueAt(doc, err.instancePath);
  const path = dottedPath(err.instancePath);
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return {
        path: dottedPath(err.instancePath, String(p.missingProperty)),
        message: 'is missing',
        hint: 'add this field',
      };
    case 'dependentRequired':
      return {
        path: dottedPath(err.instancePath, String(p.missingProperty)),
        message: `is missing: a ${String(p.property)} needs a ${String(p.missingProperty)}`,
        hint:
          p.missingProperty === 'font_name'
            ? "add the family name the font file declares, e.g. 'Lobster'"
            : 'add this field',
      };
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const guess = closestName(key, knownKeys(err.parentSchema));
      return {
        path: dottedPath(err.instancePath, key),
        message: 'is not a known field',
        hint: guess ? `did you mean '${guess}'?` : 'remove it or check its spelling',
      };
    }
    case 'format': {
      const format = String(p.format);
      // A URL with a blank: the blank is the problem, not the URL (a file name with a space).
      if (typeof value === 'string' && URL_FORMATS.has(format) && /[ \u00a0]/.test(value))
        return {
          path,
          message: `${show(value)} contains a blank, which a URL or path cannot have`,
          hint: 'remove the blank or write it as %20 (better: rename the file without spaces)',
        };
      const f = formatHints[format];
      return {
        path,
        message: `${show(value)} ${f?.what ?? `is not a valid ${String(p.format)}`}`,
        hint: f?.hint ?? `use a valid ${String(p.format)}`,
      };
    }
    case 'type':
      return {
        path,
        message: `${show(value)} is not ${typeName(p.type)}`,
        hint: `use ${typeName(p.type)}`,
      };
    case 'enum':
      return {
        path,
        message: `${show(value)} is not allowed`,
        hint: `use one of: ${(p.allowedValues as unknown[]).map(show).join(', ')}`,
      };
    case 'minimum':
    case 'exclusiveMinimum':
      return {
        path,
        message: `${show(value)} is too small`,
        hint: `use a number ${err.keyword === 'minimum' ? 'of at least' : 'above'} ${String(p.limit)}`,
      };
    case 'maximum':
    case 'exclusiveMaximum':
      return {
        path,
        message: `${show(value)} is too large`,
        hint: `use a number ${err.keyword === 'maximum' ? 'of at most' : 'below'} ${String(p.limit)}`,
      };
    case 'minLength':
      return {
        path,
        message: Number(p.limit) === 1 ? 'is empty' : `${show(value)} is too short`,
        hint: `use at least ${String(p.limit)} character${Number(p.limit) === 1 ? '' : 's'}`,
      };
    case 'maxLength':
      return {
        path,
        message: `${show(value)} is too long`,
        hint: `use at most ${String(p.limit)} characters`,
      };
    case 'pattern':
      return path === 'id'
        ? {
            path,
            message: `${show(value)} is not a valid tenant id`,
            hint: 'use lower-case letters, digits and hyphens, e.g. burger-barn',
          }
        : {
            path,
            message: `${show(value)} does not have the expected form`,
            hint: `match ${String(p.pattern)}`,
          };
    case 'maxItems':
      return {
        path,
        message: `has ${Array.isArray(value) ? value.length : 'too many'} entries, more than ${String(p.limit)}`,
        hint: `keep at most ${String(p.limit)}`,
      };
    case 'uniqueItems':
      return {
        path,
        message: `lists the same value twice (items ${String(p.j)} and ${String(p.i)})`,
        hint: 'remove the duplicate',
      };
    default:
      return {
        path,
        message: err.message ?? 'is not valid',
        hint: 'see schemas/ for what this field accepts',
      };
  }
}

function issuesOf(validate: { errors?: ErrorObject[] | null }, doc: unknown): Issue[] {
  const seen = new Set<string>();
  const out: Issue[] = [];
  // A colour in another notation gets one message: 'rgb(…)' is not a colour, not also "too long".
  const misformatted = new Set(
    (validate.errors ?? [])
      .filter((e) => e.keyword === 'format' && (e.params as { format?: string }).format === 'color')
      .map((e) => e.instancePath),
  );
  for (const err of validate.errors ?? []) {
    if (
      (err.keyword === 'maxLength' || err.keyword === 'minLength' || err.keyword === 'pattern') &&
      misformatted.has(err.instancePath)
    )
      continue;
    const issue = toIssue(err, doc);
    const key = issue && `${issue.path}|${issue.message}`;
    if (issue && key && !seen.has(key)) {
      seen.add(key);
      out.push(issue);
    }
  }
  return out;
}

/**
 * Validates a parsed tenant file against schemas/tenant.schema.json and the rules the schema
 * cannot state (rules.ts), so the build refuses what the validator refuses.
 * @example validateTenant({ id: 'x' }).issues[0] // { path: 'name', message: 'is missing', hint: 'add this field' }
 */
export function validateTenant(
  file: unknown,
  /** STOREFRONT_SANDBOX_URL, for a development tenant's `{STOREFRONT_SANDBOX_URL}` (sandbox-url.ts). */
  sandboxUrl?: string,
): { ok: true; tenant: Tenant; issues: [] } | { ok: false; issues: Issue[] } {
  const doc = resolveSandboxUrl(file, sandboxUrl);
  const tokenIssues = sandboxUrlIssues(doc, sandboxUrl);
  const schemaOk = validators.tenant(doc);
  const issues = [
    ...tokenIssues,
    ...(schemaOk || tokenIssues.length ? [] : issuesOf(validators.tenant, doc)),
    ...hostIssues(doc),
    ...apiBaseIssues(doc),
    ...providerIssues(doc),
  ];
  return issues.length ? { ok: false, issues } : { ok: true, tenant: doc as Tenant, issues: [] };
}

/** ajv's raw errors for branding, for pruning a broken branding down to its usable part. */
export function brandingErrors(doc: unknown): ErrorObject[] {
  return validators.branding(doc) ? [] : [...(validators.branding.errors ?? [])];
}

/** Validates branding alone (e.g. a live theme-config). */
export function validateBranding(doc: unknown): Issue[] {
  return validators.branding(doc) ? [] : issuesOf(validators.branding, doc);
}

/** Validates a store configuration. */
export function validateStoreConfig(doc: unknown): Issue[] {
  return validators.storeConfig(doc) ? [] : issuesOf(validators.storeConfig, doc);
}
