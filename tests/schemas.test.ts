import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../schemas/', import.meta.url);
const schemas = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));

/** Every property schema below `node`, with its dotted path. */
function properties(
  node: unknown,
  path: string,
  out: [string, Record<string, unknown>][] = [],
): [string, Record<string, unknown>][] {
  if (!node || typeof node !== 'object') return out;
  const n = node as Record<string, unknown>;
  for (const [key, child] of Object.entries((n.properties ?? {}) as Record<string, unknown>)) {
    out.push([`${path}${key}`, child as Record<string, unknown>]);
    properties(child, `${path}${key}.`, out);
  }
  if (n.items) properties(n.items, `${path}[].`, out);
  for (const [key, def] of Object.entries((n.$defs ?? {}) as Record<string, unknown>))
    properties(def, `$defs.${key}.`, out);
  return out;
}

describe.each(schemas)('schemas/%s', (file) => {
  const schema = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));

  it('is JSON Schema 2020-12 with an id, a title and a description', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(new RegExp(`/${file.replace('.', '\\.')}$`));
    expect(schema.title).toMatch(/^[A-Z]\w+$/);
    expect(schema.description).toBeTruthy();
  });

  it('describes every field', () => {
    const undocumented = properties(schema, '')
      .filter(([, s]) => typeof s.description !== 'string' || s.description.length < 3)
      .map(([p]) => p);
    expect(undocumented).toEqual([]);
  });
});

describe('branding schema covers docs/product.md §3', () => {
  const branding = JSON.parse(readFileSync(new URL('branding.schema.json', dir), 'utf8'));
  it.each([
    'primary_color',
    'primary_text_color',
    'background_color',
    'gray_color',
    'passive_color',
    'logo_url',
    'hero_image_url',
    'gift_card_image',
    'favicon_url',
    'menu_logo_url',
    'title',
    'description',
    'fonts',
    'markers',
    'map_style',
    'links',
    'external_links',
    'category_placement',
    'dark_mode_enabled',
    'api_base_url',
    'sso',
    'marketing_ids',
    'other_colors',
    'terms_and_conditions',
    'display_options',
  ])('top level: %s', (key) => {
    expect(branding.properties).toHaveProperty(key);
  });
  it.each([
    'category_image',
    'rewards',
    'icons',
    'hide_order_note',
    'hide_item_note',
    'display_rewards_page',
    'display_promos_and_rewards_on_cart',
    'display_partial_payments',
    'template',
    'display_order_tracking',
    'button_radius',
    'display_store_images_as_hero',
    'hide_include_utensils',
    'display_delivery_instructions',
    'additional_checkbox_options_enabled',
    'additional_checkbox_options',
    'loading_logo_url',
    'make_default_service_type_first',
    'display_content_hub',
    'logo_redirect_url',
    'hide_store_address',
    'asap_schedule_toggle_enabled',
    'display_manage_payments',
    'display_addresses_in_profile',
    'custom_green_color',
  ])('display_options: %s', (key) => {
    expect(branding.$defs.displayOptions.properties).toHaveProperty(key);
  });
});

// What a tenant file may hold is bounded, and every URL field has a URL format.
describe.each(['tenant.schema.json', 'branding.schema.json'])('schemas/%s bounds', (file) => {
  const schema = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));

  /** Every schema node that declares a type, with its path. */
  function typed(node: unknown, path: string, out: [string, Record<string, unknown>][] = []) {
    if (!node || typeof node !== 'object') return out;
    const n = node as Record<string, unknown>;
    if (n.type) out.push([path || '(root)', n]);
    for (const [key, child] of Object.entries((n.properties ?? {}) as Record<string, unknown>))
      typed(child, `${path}.${key}`, out);
    if (n.items) typed(n.items, `${path}[]`, out);
    for (const [key, def] of Object.entries((n.$defs ?? {}) as Record<string, unknown>))
      typed(def, `$defs.${key}`, out);
    return out;
  }
  const nodes = typed(schema, '');
  const types = (n: Record<string, unknown>) => (Array.isArray(n.type) ? n.type : [n.type]);
  const URL_FORMATS = [
    'url-or-path',
    'url-or-path-or-empty',
    'https-or-path',
    'web-url',
    'url-list',
    'api-base',
  ];

  it('gives every string a maximum length (or a fixed list of values)', () => {
    const unbounded = nodes
      .filter(([, n]) => types(n).includes('string') && n.maxLength === undefined && !n.enum)
      .map(([p]) => p);
    expect(unbounded).toEqual([]);
  });

  it('gives every list a maximum number of entries', () => {
    const unbounded = nodes
      .filter(([, n]) => types(n).includes('array') && n.maxItems === undefined)
      .map(([p]) => p);
    expect(unbounded).toEqual([]);
  });

  it('gives every URL-valued field a URL format', () => {
    const urlNamed = nodes.filter(
      ([p, n]) =>
        types(n).includes('string') &&
        /(?:^|[._])(?:url|src|api_base)$|_url$|_image$|_marker$|\.icons\.(?:profile|cart)$/.test(p),
    );
    expect(urlNamed.length).toBeGreaterThan(3);
    const missing = urlNamed
      .filter(([, n]) => !URL_FORMATS.includes(String(n.format)))
      .map(([p]) => p);
    expect(missing).toEqual([]);
  });
});
