/**
 * Framed SVG pictures composed from Fluent Emoji bodies: a soft tile in the tenant's colours with
 * the emoji centred inside a fixed viewBox, so no picture depends on the size it is shown at.
 */
export interface IconSet {
  width: number;
  height: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

export interface Palette {
  /** The tile behind everything. */
  tile: string;
  /** The soft disc the dish sits on. */
  disc: string;
  /** Hero only: the band's colour (the tenant's primary, so letterboxing blends in). */
  band: string;
  bandDisc: string;
}

/** Item pictures: 4:3. */
export const ITEM = { width: 480, height: 360 } as const;
/**
 * Category pictures are banners (shown 2.5:1 on a phone, up to 6:1 on a desktop, and as a square
 * thumbnail): everything that matters sits in the middle that every one of those crops keeps.
 */
export const CATEGORY = { width: 960, height: 240 } as const;
export const HERO = { width: 1200, height: 400 } as const;

const n = (v: number) => String(Math.round(v * 100) / 100);

function hex(c: string): [number, number, number] {
  const h = c.replace('#', '');
  const full = h.length === 3 ? [...h].map((x) => x + x).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `amount` of `a` over `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [hex(a), hex(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v * amount + y[i]! * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function palette(primary: string, background: string): Palette {
  return {
    tile: mix(primary, background, 0.1),
    disc: mix(primary, background, 0.22),
    band: primary.toLowerCase(),
    bandDisc: mix('#ffffff', primary, 0.16),
  };
}

/** One emoji at (x, y), `size` wide, its gradient ids renamed so several can share a file. */
function place(
  set: IconSet,
  name: string,
  x: number,
  y: number,
  size: number,
  key: string,
): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`No Fluent Emoji named '${name}'.`);
  const w = icon.width ?? set.width;
  const h = icon.height ?? set.height;
  const s = size / Math.max(w, h);
  let body = icon.body;
  const ids = [...body.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
  ids.forEach((id, i) => {
    body = body.split(`"${id}"`).join(`"${key}-${i}"`);
    body = body.split(`#${id})`).join(`#${key}-${i})`);
    body = body.split(`"#${id}"`).join(`"#${key}-${i}"`);
  });
  const dx = x + (size - w * s) / 2;
  const dy = y + (size - h * s) / 2;
  return `<g transform="translate(${n(dx)} ${n(dy)}) scale(${n(s)})">${body}</g>`;
}

function frame(width: number, height: number, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
}

/** [name, centre x, centre y, size] */
type Spot = readonly [string, number, number, number];

function spots(set: IconSet, list: Spot[]): string {
  return list
    .map(([name, cx, cy, size], i) => place(set, name, cx - size / 2, cy - size / 2, size, `e${i}`))
    .join('');
}

export function itemSvg(set: IconSet, emoji: readonly string[], p: Palette): string {
  const { width: w, height: h } = ITEM;
  const [a, b, c] = emoji;
  let body: string;
  if (!a) throw new Error('An item picture needs at least one emoji.');
  if (c && b) {
    body =
      `<ellipse cx="240" cy="190" rx="215" ry="130" fill="${p.disc}"/>` +
      spots(set, [
        [a, 105, 200, 130],
        [c, 375, 200, 130],
        [b, 240, 175, 170],
      ]);
  } else if (b) {
    body =
      `<circle cx="215" cy="180" r="150" fill="${p.disc}"/><circle cx="355" cy="245" r="72" fill="${p.tile}"/>` +
      spots(set, [
        [a, 205, 170, 205],
        [b, 355, 245, 120],
      ]);
  } else {
    body =
      `<circle cx="240" cy="180" r="150" fill="${p.disc}"/>` + spots(set, [[a, 240, 180, 220]]);
  }
  return frame(w, h, `<rect width="${w}" height="${h}" fill="${p.tile}"/>${body}`);
}

export function categorySvg(set: IconSet, emoji: readonly string[], p: Palette): string {
  const { width: w, height: h } = CATEGORY;
  const [left, centre, right] = emoji;
  if (!left || !centre || !right) throw new Error('A category picture needs three emoji.');
  const dots = [60, 130, 830, 900]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${i % 2 ? 170 : 70}" r="${i % 2 ? 18 : 26}" fill="${p.disc}"/>`,
    )
    .join('');
  return frame(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${p.tile}"/>${dots}<ellipse cx="480" cy="120" rx="250" ry="100" fill="${p.disc}"/>` +
      spots(set, [
        [left, 335, 130, 105],
        [right, 625, 130, 105],
        [centre, 480, 120, 150],
      ]),
  );
}

const HERO_SPOTS: readonly (readonly [number, number, number])[] = [
  [860, 205, 210],
  [665, 125, 120],
  [1055, 125, 120],
  [680, 300, 110],
  [1040, 300, 110],
];

export function heroSvg(set: IconSet, emoji: readonly string[], p: Palette): string {
  const { width: w, height: h } = HERO;
  if (emoji.length !== HERO_SPOTS.length)
    throw new Error(`A hero needs ${HERO_SPOTS.length} emoji.`);
  const list = emoji.map((name, i): Spot => [name, ...HERO_SPOTS[i]!]);
  // The main dish is drawn last, above the others.
  const ordered = [...list.slice(1), list[0]!];
  return frame(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${p.band}"/><circle cx="860" cy="205" r="190" fill="${p.bandDisc}"/>` +
      `<circle cx="120" cy="60" r="90" fill="${p.bandDisc}"/><circle cx="330" cy="380" r="60" fill="${p.bandDisc}"/>` +
      spots(set, ordered),
  );
}
