/**
 * The validator's checks of a tenant file's `content` (the content hub) that its JSON Schema cannot
 * state: ids unique, one action per entry, local pictures that exist, and plausible dates.
 */
import type { ContentEntry, Tenant } from '../../generated/tenant';
import { isSitePath } from './formats.ts';
import type { Issue } from './validate.ts';
import { show } from './words.ts';

/** The earliest date an entry may carry: older is almost always a typo in the year. */
export const EARLIEST_CONTENT_DATE = '2000-01-01';

/** An entry as a file may hold it: checked field by field, so a broken entry still reports. */
type RawEntry = { [K in keyof ContentEntry]?: unknown };

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Errors and warnings about a tenant's content entries. Reads each field defensively, so the
 * validator reports them alongside schema errors in the same run.
 * @param assetExists tells whether a site path such as /content/news.svg exists for this tenant.
 * @example checkContent({ ...tenant, content: [a, { ...a }] }, () => true).errors[0].message // "'a' is used by content[0] too"
 */
export function checkContent(
  tenant: Pick<Tenant, 'id'> & { content?: unknown },
  assetExists: (sitePath: string) => boolean,
): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const firstIndex = new Map<string, number>();
  const entries: unknown[] = Array.isArray(tenant.content) ? tenant.content : [];
  entries.forEach((raw, i) => {
    if (!raw || typeof raw !== 'object') return;
    const entry = raw as RawEntry;
    const at = `content[${i}]`;
    const id = str(entry.id);
    const first = id === undefined ? undefined : firstIndex.get(id);
    if (id !== undefined && first === undefined) firstIndex.set(id, i);
    else if (id !== undefined)
      errors.push({
        path: `${at}.id`,
        message: `${show(id)} is used by content[${String(first)}] too`,
        hint: 'give each entry its own id',
      });
    if (entry.link && entry.order_now)
      errors.push({
        path: at,
        message: 'has both a link and order_now',
        hint: 'keep one: an entry offers at most one action',
      });
    const date = str(entry.date);
    if (date !== undefined && date < EARLIEST_CONTENT_DATE)
      warnings.push({
        path: `${at}.date`,
        message: `${show(date)} is before ${EARLIEST_CONTENT_DATE}`,
        hint: 'check the year',
      });
    const image = entry.image;
    const src =
      image && typeof image === 'object' ? str((image as { src?: unknown }).src) : undefined;
    if (src !== undefined && isSitePath(src) && !assetExists(src))
      warnings.push({
        path: `${at}.image.src`,
        message: `${show(src)} does not exist`,
        hint: `add public/t/${tenant.id}${src} (or public${src}), or fix the path`,
      });
  });
  return { errors, warnings };
}
