/** Validates a seed posted to /__sandbox/reset against schemas/sandbox-seed.schema.json (ajv, strict). */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';
import brandingSchema from '../../../schemas/branding.schema.json' with { type: 'json' };
import storeConfigSchema from '../../../schemas/store-config.schema.json' with { type: 'json' };
import seedSchema from '../../../schemas/sandbox-seed.schema.json' with { type: 'json' };
import { customFormats } from '../../lib/tenants/formats.ts';
import { checkSeed } from './check.ts';
import type { SandboxSeed } from './seed.ts';

// ajv-formats is CommonJS: under plain Node (the validator CLI) its default import is the module
// object, whose own `default` is the plugin; bundlers give the plugin itself.
const addFormats =
  (formatsModule as unknown as { default?: FormatsPlugin }).default ?? formatsModule;

let validator: ValidateFunction<SandboxSeed> | undefined;

// Compiled on first use: only the reset fixture needs it, and compiling costs tens of milliseconds.
function compiled(): ValidateFunction<SandboxSeed> {
  if (!validator) {
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    addFormats(ajv);
    for (const [name, check] of Object.entries(customFormats)) ajv.addFormat(name, check);
    ajv.addSchema(brandingSchema);
    ajv.addSchema(storeConfigSchema);
    validator = ajv.compile<SandboxSeed>(seedSchema);
  }
  return validator;
}

/** One schema error: where (a JSON pointer) and what, in ajv's words plus the unknown field. */
export interface SeedSchemaIssue {
  pointer: string;
  message: string;
}

/** The seed's schema errors, each once. */
export function seedSchemaIssues(doc: unknown): SeedSchemaIssue[] {
  const validate = compiled();
  if (validate(doc)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? []).flatMap((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'`
        : '';
    const issue = { pointer: e.instancePath, message: `${e.message ?? 'is not valid'}${extra}` };
    const key = `${issue.pointer} ${issue.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [issue];
  });
}

export type SeedResult = { ok: true; seed: SandboxSeed } | { ok: false; problems: string[] };

/** Schema errors first ('/stores/0/timezone: must be string'), then the cross-reference checks. */
export function validateSeed(doc: unknown): SeedResult {
  const validate = compiled();
  if (!validate(doc)) {
    const problems = (validate.errors ?? []).map((e) => {
      const where = e.instancePath || '(seed)';
      const extra =
        e.keyword === 'additionalProperties'
          ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'`
          : '';
      return `${where}: ${e.message ?? 'is not valid'}${extra}`;
    });
    return { ok: false, problems: [...new Set(problems)] };
  }
  const problems = checkSeed(doc);
  return problems.length ? { ok: false, problems } : { ok: true, seed: doc };
}
