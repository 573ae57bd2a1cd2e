/**
 * A logo's intrinsic size, read from its file at build time, so the header's img carries its real
 * aspect ratio and nothing moves when it loads (docs/architecture.md §8, CLS).
 */

export interface ImageSize {
  width: number;
  height: number;
}

const number = (s: string | undefined): number | undefined => {
  const n = s === undefined ? NaN : parseFloat(s);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** An SVG's size from its root element's width/height, else its viewBox. */
function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = attr('width');
  const height = attr('height');
  // Percentages and ems say nothing about the aspect ratio: the viewBox does.
  if (width && height && !/[%a-z]/i.test(width + height)) {
    const w = number(width);
    const h = number(height);
    if (w && h) return { width: w, height: h };
  }
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/);
  const w = number(box?.[2]);
  const h = number(box?.[3]);
  return box?.length === 4 && w && h ? { width: w, height: h } : undefined;
}

/** A PNG's size from its IHDR chunk. */
function pngSize(b: Uint8Array): ImageSize | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((x, i) => b[i] !== x)) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width && height ? { width, height } : undefined;
}

/**
 * The intrinsic size of an SVG or PNG file, or undefined when it cannot be read (the header then
 * reserves a box and the image is contained in it).
 * @example imageSize(new TextEncoder().encode('<svg viewBox="0 0 200 48"></svg>'), 'logo.svg')
 * // { width: 200, height: 48 }
 */
export function imageSize(bytes: Uint8Array, name: string): ImageSize | undefined {
  if (/\.svg$/i.test(name)) return svgSize(new TextDecoder().decode(bytes));
  if (/\.png$/i.test(name)) return pngSize(bytes);
  return undefined;
}

/**
 * The img's width and height attributes for a box `height` tall: the file's aspect ratio, or the
 * fallback box when the size is unknown.
 * @example logoAttributes({ width: 200, height: 48 }, 48) // { width: 200, height: 48 }
 */
export function logoAttributes(
  size: ImageSize | undefined,
  height = 48,
  fallback: ImageSize = { width: 180, height: 48 },
): ImageSize {
  if (!size) return fallback;
  return { width: Math.max(1, Math.round((size.width / size.height) * height)), height };
}
