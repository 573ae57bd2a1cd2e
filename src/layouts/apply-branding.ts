import type { ResolvedBranding } from '../lib/branding/defaults.ts';
import type { ColourFallbacks } from '../lib/branding/theme.ts';
import { themeDeclarations, themeFontFaces } from '../theme/theme-css.ts';

function setMeta(doc: Document, name: string, content: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/**
 * Re-brands a prerendered shell in place with a branding that arrived at runtime: theme
 * variables, mode, fonts, title, description, favicon, logo, and hero (the header's links follow
 * the branding store). Values only ever go into attributes, text and CSSOM properties — never into markup.
 * A colour that is not #RRGGBB takes its fallback's.
 */
export function applyBranding(doc: Document, b: ResolvedBranding, fallback: ColourFallbacks): void {
  const html = doc.documentElement;
  // Through the CSSOM, not by rewriting the theme <style>: the page's CSP pins that block's hash.
  for (const [name, value] of themeDeclarations(b, fallback)) html.style.setProperty(name, value);
  const mode = b.dark_mode_enabled ? 'dark' : 'light';
  html.style.colorScheme = mode;
  for (const face of themeFontFaces(b)) {
    const font = new FontFace(face.family, face.source, { weight: face.weight, display: 'swap' });
    doc.fonts.add(font);
    void font.load().catch(() => undefined); // a font that fails to load leaves the fallback stack
  }
  html.dataset.mode = mode;
  setMeta(doc, 'color-scheme', mode);
  setMeta(doc, 'theme-color', b.primary_color);
  setMeta(doc, 'description', b.description);
  const screenTitle = doc.body.dataset.screenTitle;
  doc.title = screenTitle ? `${screenTitle} | ${b.title}` : b.title;

  if (b.favicon_url) {
    let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.append(icon);
    }
    icon.href = b.favicon_url;
  }

  const logoLink = doc.querySelector<HTMLAnchorElement>('[data-logo]');
  if (logoLink) {
    const redirect = b.display_options.logo_redirect_url;
    logoLink.href = redirect.enabled && redirect.url ? redirect.url : '/';
    const name = logoLink.textContent?.trim() || logoLink.querySelector('img')?.alt || '';
    if (b.logo_url) {
      const img = doc.createElement('img');
      img.src = b.logo_url;
      img.alt = name;
      img.width = 180;
      img.height = 48;
      // The header names the class (a stylesheet import here would tie this file to the islands').
      img.className = logoLink.dataset.logoClass ?? '';
      logoLink.replaceChildren(img);
    }
  }
  const hero = doc.querySelector<HTMLImageElement>('[data-hero]');
  if (hero && b.hero_image_url) hero.src = b.hero_image_url;
  // A shell built without a hero has none: only the place for it, with the image's class.
  const heroPlace = doc.querySelector<HTMLElement>('[data-hero-class]');
  if (!hero && heroPlace && b.hero_image_url) {
    const img = doc.createElement('img');
    img.className = heroPlace.dataset.heroClass ?? '';
    img.src = b.hero_image_url;
    img.alt = '';
    img.width = 1200;
    img.height = 400;
    img.dataset.hero = '';
    heroPlace.prepend(img);
  }
  html.dataset.branding = 'ready';
}
