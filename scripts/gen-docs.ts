/**
 * Generates docs/tenant-file.md from schemas/*.schema.json: one table row per key of a tenant
 * file, its branding and the store configuration, with the schema's own description, type, limits,
 * allowed values, default and whether it is required. The schemas are the one source; this page is
 * their readable copy, so `--check` (run by `npm test` as `check:docs`) fails when it is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The subset of JSON Schema the project's schemas use. */
export interface SchemaNode {
  title?: string;
  description?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  dependentRequired?: Record<string, string[]>;
  items?: SchemaNode;
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** One documented schema: its file name, the heading it gets and a line saying where it lives. */
export interface DocSection {
  file: string;
  heading: string;
  intro: string;
  schema: SchemaNode;
}

export const COMMAND = 'npm run gen:docs';
export const OUTPUT = 'docs/tenant-file.md';

/** The documented schemas, in page order. Sandbox seeds are test data, documented in sandbox.md. */
export const SECTIONS: Omit<DocSection, 'schema'>[] = [
  {
    file: 'tenant.schema.json',
    heading: 'Tenant file',
    intro: 'The top level of `tenants/<id>.json`.',
  },
  {
    file: 'branding.schema.json',
    heading: 'Branding',
    intro:
      'The `branding` object of a tenant file; the same shape is the live theme-config a tenant without build-time branding gets from its API.',
  },
  {
    file: 'store-config.schema.json',
    heading: 'Store configuration',
    intro:
      'Not part of the tenant file: the chain-wide configuration its tenant API answers to `GET /stores/configuration`. Listed here because several features are switched by it.',
  },
];

const anchor = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Text safe inside one markdown table cell (`<id>` would otherwise be read as an HTML tag). */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;').trim();
}

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** Type column: the JSON type, with array items, format and pattern. */
function typeOf(node: SchemaNode, root: SchemaNode, headings: Map<string, string>): string {
  if (node.$ref && headings.has(node.$ref)) {
    const heading = headings.get(node.$ref)!;
    return `object, see [${heading}](#${anchor(heading)})`;
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  let text = types.join(' or ') || (node.enum ? 'enum' : 'any');
  if (types.includes('array') && node.items) {
    text = `array of ${typeOf(resolve(node.items, root), root, headings)}`;
  }
  if (node.format) text += ` (${node.format})`;
  if (node.pattern) text += `, pattern \`${node.pattern}\``;
  return text;
}

/** Allowed-values column: enums, constants, limits, default and conditional requirements. */
function rulesOf(node: SchemaNode): string {
  const parts: string[] = [];
  if (node.enum) parts.push(`one of ${node.enum.map(code).join(', ')}`);
  if (node.const !== undefined) parts.push(`always ${code(node.const)}`);
  if (node.minLength === 1) parts.push('not empty');
  else if (node.minLength !== undefined) parts.push(`at least ${node.minLength} characters`);
  if (node.maxLength !== undefined) parts.push(`at most ${node.maxLength} characters`);
  if (node.minItems !== undefined) parts.push(`at least ${node.minItems} entries`);
  if (node.maxItems !== undefined) parts.push(`at most ${node.maxItems} entries`);
  if (node.uniqueItems) parts.push('no duplicates');
  if (node.minimum !== undefined) parts.push(`≥ ${node.minimum}`);
  if (node.exclusiveMinimum !== undefined) parts.push(`> ${node.exclusiveMinimum}`);
  if (node.maximum !== undefined) parts.push(`≤ ${node.maximum}`);
  if (node.exclusiveMaximum !== undefined) parts.push(`< ${node.exclusiveMaximum}`);
  for (const [key, needs] of Object.entries(node.dependentRequired ?? {})) {
    parts.push(`with \`${key}\` also needs ${needs.map((n) => `\`${n}\``).join(', ')}`);
  }
  if (node.default !== undefined) parts.push(`default ${code(node.default)}`);
  return parts.join('; ');
}

/** Follows a local `#/$defs/…` reference, keeping the description written beside it. */
function resolve(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (!ref?.startsWith('#/$defs/')) return node;
  const target = root.$defs?.[ref.slice('#/$defs/'.length)];
  if (!target) throw new Error(`Unknown reference ${ref}`);
  const beside = { ...node };
  delete beside.$ref;
  return { ...resolve(target, root), ...beside };
}

interface Row {
  key: string;
  type: string;
  required: boolean;
  rules: string;
  description: string;
}

/** Rows for an object's properties, depth first, nested keys written as dotted paths. */
function rows(
  node: SchemaNode,
  root: SchemaNode,
  prefix: string,
  headings: Map<string, string>,
): Row[] {
  const out: Row[] = [];
  const required = new Set(node.required ?? []);
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const prop = resolve(raw, root);
    const key = `${prefix}${name}`;
    out.push({
      key,
      type: typeOf(prop, root, headings),
      required: required.has(name),
      rules: rulesOf(prop),
      description: prop.description ?? '',
    });
    if (prop.properties) out.push(...rows(prop, root, `${key}.`, headings));
    const items = prop.items ? resolve(prop.items, root) : undefined;
    if (items?.properties) out.push(...rows(items, root, `${key}[].`, headings));
  }
  return out;
}

/** The whole page, from the schemas of `SECTIONS` (passed in so tests can use small ones). */
export function renderTenantFileDoc(sections: DocSection[]): string {
  const headings = new Map(sections.map((s) => [s.file, s.heading]));
  const lines = [
    '# Tenant file reference',
    '',
    `<!-- Generated by \`${COMMAND}\` from schemas/*.schema.json. Do not edit by hand: change the`,
    `schema's descriptions and run \`${COMMAND}\`; \`npm test\` fails while this file is stale. -->`,
    '',
    `Generated by \`${COMMAND}\` from ${sections.map((s) => `\`schemas/${s.file}\``).join(', ')}.`,
    'Every key a tenant file may hold, with its meaning, type, limits and default. `npm run validate`',
    'checks a file against the same schemas (see [onboarding.md](onboarding.md)). A key path such as',
    '`fonts.header_font.font_name` is a nested object; `[]` marks the entries of a list.',
    '',
  ];
  for (const section of sections) {
    const { schema } = section;
    lines.push(`## ${section.heading}`, '', section.intro, '');
    if (schema.description) lines.push(cell(schema.description), '');
    if (schema.additionalProperties === false) {
      lines.push('Keys not listed here are refused.', '');
    }
    lines.push(
      '| Key | Type | Required | Allowed values | Meaning |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const row of rows(schema, schema, '', headings)) {
      lines.push(
        `| \`${row.key}\` | ${cell(row.type)} | ${row.required ? 'yes' : ''} | ${cell(row.rules)} | ${cell(row.description)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads the schemas of `SECTIONS` from schemas/. */
export async function loadSections(dir = path.join(root, 'schemas')): Promise<DocSection[]> {
  return Promise.all(
    SECTIONS.map(async (s) => ({
      ...s,
      schema: JSON.parse(await readFile(path.join(dir, s.file), 'utf8')) as SchemaNode,
    })),
  );
}

async function main() {
  const doc = renderTenantFileDoc(await loadSections());
  const target = path.join(root, OUTPUT);
  if (process.argv.includes('--check')) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== doc) {
      console.error(`${OUTPUT} is stale. Run \`${COMMAND}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${OUTPUT} is up to date.`);
  } else {
    await writeFile(target, doc);
    console.log(`wrote ${OUTPUT}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
