/**
 * The validator's checks of a tenant file's `content` (the content hub) that its JSON Schema cannot
 * state: ids unique, one action per entry, local pictures that exist, and plausible dates.
 */
import type { Tenant } from '../../generated/tenant';
import { isSitePath } from './formats.ts';
import type { Issue } from './validate.ts';

/** The earliest date an entry may carry: older is almost always a typo in the year. */
export const EARLIEST_CONTENT_DATE = '2000-01-01';

/**
 * Errors and warnings about a schema-valid tenant's content entries.
 * @param assetExists tells whether a site path such as /content/news.svg exists for this tenant.
 * @example checkContent({ ...tenant, content: [a, { ...a }] }, () => true).errors[0].message // "'a' is used by content[0] too"
 */
export function checkContent(
  tenant: Tenant,
  assetExists: (sitePath: string) => boolean,
): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const firstIndex = new Map<string, number>();
  (tenant.content ?? []).forEach((entry, i) => {
    const at = `content[${i}]`;
    const first = firstIndex.get(entry.id);
    if (first === undefined) firstIndex.set(entry.id, i);
    else
      errors.push({
        path: `${at}.id`,
        message: `'${entry.id}' is used by content[${first}] too`,
        hint: 'give each entry its own id',
      });
    if (entry.link && entry.order_now)
      errors.push({
        path: at,
        message: 'has both a link and order_now',
        hint: 'keep one: an entry offers at most one action',
      });
    if (entry.date < EARLIEST_CONTENT_DATE)
      warnings.push({
        path: `${at}.date`,
        message: `'${entry.date}' is before ${EARLIEST_CONTENT_DATE}`,
        hint: 'check the year',
      });
    const src = entry.image.src;
    if (isSitePath(src) && !assetExists(src))
      warnings.push({
        path: `${at}.image.src`,
        message: `'${src}' does not exist`,
        hint: `add public/t/${tenant.id}${src} (or public${src}), or fix the path`,
      });
  });
  return { errors, warnings };
}
