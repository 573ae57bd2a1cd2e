// The demo menus' pictures (README "Demo pictures"): every item shows its own image, loaded.
import { expect, test } from './fixtures/test.ts';
import { originOf } from './fixtures/server.ts';

test('the Menu shows every item with its own loaded picture (burger)', async ({ page }) => {
  await page.goto(`${originOf('burger')}/101/fulton-street`);
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(15);
  const images = items.locator('img');
  await expect(images).toHaveCount(count);
  // Lazy pictures load once they scroll into view; each is then decoded and measured.
  const loaded = await images.evaluateAll(async (list) => {
    const out: { src: string; width: number; box: string }[] = [];
    for (const node of list) {
      const img = node as HTMLImageElement;
      img.scrollIntoView();
      await img.decode().catch(() => undefined);
      out.push({
        src: img.currentSrc,
        width: img.naturalWidth,
        box: `${img.getAttribute('width')}x${img.getAttribute('height')}`,
      });
    }
    return out;
  });
  for (const { src, width, box } of loaded) {
    expect(width, src).toBeGreaterThan(0);
    expect(box, src).toMatch(/^\d+x\d+$/);
  }
  expect(new Set(loaded.map((i) => i.src)).size).toBe(count);
});
