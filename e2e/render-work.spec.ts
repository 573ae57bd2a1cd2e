// How often an island draws while its page loads. A draw that repeats while the page waits for a
// call costs the phone's main thread all that time (docs/architecture.md §8: TBT) without showing
// anything new, and no other test would notice it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { addItems, startOrder } from './fixtures/checkout.ts';
import { holdRequests } from './fixtures/hold.ts';
import { originOf } from './fixtures/menu.ts';

/**
 * Counts React's commits per island from the page's first script on, through the hook React's
 * developer tools use (React calls it in production builds too): `commits()` returns them by the
 * island's component file (`Checkout`, `shell-islands`…).
 */
async function countCommits(page: Page): Promise<() => Promise<Record<string, number>>> {
  await page.addInitScript(() => {
    const counts: Record<string, number> = {};
    let renderers = 0;
    Object.assign(window, {
      __commitCounts: counts,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++renderers,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot: (_id: number, root: { containerInfo?: Element }) => {
          const file = root.containerInfo?.getAttribute?.('component-url') ?? '';
          const island = /([\w-]+)\.[\w-]+\.js$/.exec(file)?.[1] ?? 'other';
          counts[island] = (counts[island] ?? 0) + 1;
        },
      },
    });
  });
  return () =>
    page.evaluate(() => ({
      ...(window as unknown as { __commitCounts: Record<string, number> }).__commitCounts,
    }));
}

test("Checkout draws a few times, not over and over, while the order's call is in flight", async ({
  page,
}) => {
  const origin = originOf('burger');
  const { orderId, menu } = await startOrder(page, origin, 'Fulton Street', 'Pickup');
  await addItems(page, orderId, 1012, 2);
  const commits = await countCommits(page);

  // The order's answer is held until the forms' code has arrived and run: whatever Checkout does
  // while it waits happens now.
  const release = await holdRequests(page, '**/api/proxy', (request) => {
    const call = request.postDataJSON() as { method: string; path: string };
    return call.method === 'GET' && call.path === `/orders/${orderId}`;
  });
  const formsCode = page.waitForResponse(/\/_astro\/OrderCheckout\.[\w-]+\.js$/);
  await page.goto(`${origin}${menu}/checkout`);
  await formsCode;
  // A few frames with the forms' code in and the order still out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))),
  );
  const waiting = (await commits()).Checkout ?? 0;
  release();
  await expect(page.getByRole('button', { name: /^PLACE ORDER · / })).toBeVisible();

  // Hydration, the lazy forms' boundary and a state or two: about ten. A draw repeated while the
  // call is out made thousands.
  expect(waiting, 'Checkout commits while its order loads').toBeLessThanOrEqual(20);
  expect((await commits()).Checkout, 'Checkout commits up to its forms').toBeLessThanOrEqual(40);
});
