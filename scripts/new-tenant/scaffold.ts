/**
 * What `npm run new-tenant` writes for a chain: its tenant file, its demo data and placeholder art.
 * Pure: returns the files (paths relative to the repository) so tests can check them unwritten.
 */
import { genericSeed, slug } from '../../src/sandbox/seed/generic.ts';

/** Tenant ids as the tenant schema allows them (and the file name must equal the id). */
export const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** Neutral colours that pass WCAG AA: white on deep blue, dark grey on white. */
export const COLOURS = {
  primary: '#1F4E79',
  primaryText: '#FFFFFF',
  background: '#FFFFFF',
  gray: '#F3F4F6',
  passive: '#6B7280',
  text: '#1F2937',
} as const;

/** Why an id cannot be used, or undefined when it can. */
export function idProblem(id: string): string | undefined {
  if (!TENANT_ID.test(id))
    return `'${id}' is not a tenant id: use 1–40 lower-case letters, digits and hyphens, starting and ending with a letter or digit (e.g. forno-rosso)`;
  if (id === 'examples') return `'examples' is the folder of example tenants; choose another id`;
  return undefined;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first letter or digit of a name, upper-case ('?' when there is none). */
export function initial(name: string): string {
  return (name.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
}

function logo(name: string): string {
  const width = Math.max(160, 64 + name.length * 13);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" width="${width}" height="48" role="img" aria-label="${escapeXml(name)}">
  <circle cx="24" cy="24" r="22" fill="${COLOURS.primary}"/>
  <text x="24" y="31" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="${COLOURS.primaryText}">${escapeXml(initial(name))}</text>
  <text x="56" y="31" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${COLOURS.text}">${escapeXml(name)}</text>
</svg>
`;
}

function favicon(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect width="32" height="32" rx="6" fill="${COLOURS.primary}"/>
  <text x="16" y="23" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${COLOURS.primaryText}">${escapeXml(initial(name))}</text>
</svg>
`;
}

function hero(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
  <rect width="1200" height="400" fill="${COLOURS.primary}"/>
  <circle cx="1040" cy="80" r="220" fill="#FFFFFF" fill-opacity="0.08"/>
  <circle cx="160" cy="380" r="180" fill="#FFFFFF" fill-opacity="0.06"/>
  <text x="600" y="215" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="${COLOURS.primaryText}">${escapeXml(name)}</text>
</svg>
`;
}

/** Placeholder art for a menu picture: a plate with the dish's initial; replace with a photo. */
function dish(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360">
  <rect width="480" height="360" fill="${COLOURS.gray}"/>
  <circle cx="240" cy="180" r="120" fill="#FFFFFF" stroke="#D1D5DB" stroke-width="6"/>
  <text x="240" y="205" text-anchor="middle" font-family="system-ui, sans-serif" font-size="72" font-weight="700" fill="${COLOURS.primary}">${escapeXml(initial(label))}</text>
</svg>
`;
}

/** The tenant file of a new chain on the sandbox. */
export function tenantFile(id: string, name: string): Record<string, unknown> {
  return {
    $schema: '../schemas/tenant.schema.json',
    id,
    name,
    hosts: [`${id}.localhost`],
    api_base: 'sandbox',
    admin_dashboard_url: `https://admin.${id}.example/autologin`,
    branding: {
      title: `${name} — Order Online`,
      description: `Order from ${name} for pickup, delivery or catering.`,
      primary_color: COLOURS.primary,
      primary_text_color: COLOURS.primaryText,
      background_color: COLOURS.background,
      gray_color: COLOURS.gray,
      passive_color: COLOURS.passive,
      logo_url: '/logo.svg',
      menu_logo_url: '/logo.svg',
      favicon_url: '/favicon.svg',
      hero_image_url: '/hero.svg',
      dark_mode_enabled: false,
      category_placement: 'top',
      fonts: { regular_font: { font_color: COLOURS.text } },
      terms_and_conditions: { brand_name: name },
    },
    // The sandbox's stand-ins; docs/onboarding.md "Moving to the chain's own API" replaces them.
    providers: {
      address: { kind: 'radar', base_url: '/__sandbox/geo/radar', public_key: `prj_test_pk_${id}` },
      payment_page: { kind: 'hosted', base_url: '/__sandbox/pay/new' },
    },
  };
}

/** Every file of a new chain: path (relative to the repository) → content. */
export function scaffold(id: string, name: string): Map<string, string> {
  const files = new Map<string, string>();
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
  files.set(`tenants/${id}.json`, json(tenantFile(id, name)));
  const seed = genericSeed(id, name, { images: true });
  files.set(`tenants/${id}.sandbox.json`, json(seed));
  const pub = `public/t/${id}`;
  files.set(`${pub}/logo.svg`, logo(name));
  files.set(`${pub}/favicon.svg`, favicon(name));
  files.set(`${pub}/hero.svg`, hero(name));
  for (const menu of seed.menus)
    for (const category of menu.categories) {
      files.set(`${pub}/menu/categories/${slug(category.name)}.svg`, dish(category.name));
      for (const item of category.items)
        files.set(`${pub}/menu/items/${slug(item.name)}.svg`, dish(item.name));
    }
  return files;
}
