import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateTenant } from '../../src/lib/tenants/validate.ts';

export interface PreviewTenant {
  id: string;
  /** The file's branding says dark mode; undefined when the branding loads at run time. */
  dark: boolean | undefined;
}

/** The tenant a file describes, or a one-line reason it cannot be previewed. */
export function readTenant(file: string): PreviewTenant | { error: string } {
  if (!existsSync(file)) return { error: `${file}: no such file` };
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return {
      error: `${file}: not valid JSON (${(e as Error).message}); run npm run validate -- ${file}`,
    };
  }
  const result = validateTenant(doc, process.env.STOREFRONT_SANDBOX_URL);
  if (!result.ok) {
    const first = result.issues[0]!;
    const more = result.issues.length > 1 ? ` (and ${result.issues.length - 1} more)` : '';
    return {
      error: `${file}: invalid tenant: ${first.path}: ${first.message}${more}; run npm run validate -- ${file}`,
    };
  }
  const expected = path.basename(file, '.json');
  if (result.tenant.id !== expected)
    return {
      error: `${file}: its id '${result.tenant.id}' must equal the file name '${expected}'`,
    };
  return { id: result.tenant.id, dark: result.tenant.branding?.dark_mode_enabled };
}
