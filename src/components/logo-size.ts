import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize, logoAttributes, type ImageSize } from '../lib/branding/image-size.ts';

// Read once per tenant and logo: the on-demand Menu renders the header on every request.
const known = new Map<string, ImageSize>();

/**
 * The header logo's width and height attributes: the file's aspect ratio when the logo is the
 * tenant's own file under public/ (so nothing moves when it loads), else a reserved box that the
 * image is contained in.
 */
export function logoBox(tenantId: string, url: string | null | undefined): ImageSize {
  const key = `${tenantId}\n${url ?? ''}`;
  let box = known.get(key);
  if (!box) {
    box = logoAttributes(url ? localSize(tenantId, url) : undefined);
    known.set(key, box);
  }
  return box;
}

function localSize(tenantId: string, url: string): ImageSize | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  try {
    const file = path.resolve('public/t', tenantId, `.${url.split(/[?#]/)[0]}`);
    return imageSize(readFileSync(file), file);
  } catch {
    return undefined;
  }
}
