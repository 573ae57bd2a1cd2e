/**
 * #RRGGBB, the only colour notation branding accepts (docs/product.md §5 "Branding values"). Apart
 * from the tenant file's other formats (src/lib/tenants/formats.ts), so the pages that read colours
 * (the live theme, Rewards) load no URL rules with it.
 */
export const COLOR_RE = /^#[0-9a-fA-F]{6}$/;
