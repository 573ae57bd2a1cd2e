// docs/product.md §4.9 in-store loyalty collection: once the store is known and a ticket is stored,
// the logged-in customer's points are collected; the modal shows the result (docs/product.md §2.11,
// §8).
import { expect, test } from './fixtures/test.ts';
import { noViolationsInBothEngines } from './fixtures/equal-access.ts';
import { logInWithModal } from './fixtures/accounts.ts';
import { originOf } from './fixtures/server.ts';

const TACO = originOf('taco');

test('a ticket link collects the points at the selected store, once', async ({ page }) => {
  await page.goto(`${TACO}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await page.evaluate(() => localStorage.setItem('selectedStoreId', '301'));
  await page.goto(`${TACO}/?merchant=M1&location=L1&ticket=T-1002`);
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success).toContainText('You’ve successfully earned points through your purchase');
  await noViolationsInBothEngines(page);
  await success.getByRole('button', { name: 'CLOSE' }).click();
  expect(await page.evaluate(() => localStorage.getItem('inStoreTicket'))).toBeNull();
  // The same receipt again: the integration's error message.
  await page.goto(`${TACO}/?merchant=M1&location=L1&ticket=T-1002`);
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'Points for this ticket have already been collected.',
  );
});

test('before a store is chosen the ticket waits, and the modal says so', async ({ page }) => {
  await page.goto(`${TACO}/`);
  await logInWithModal(page, 'demo@example.com', 'Demo1234!');
  await page.goto(`${TACO}/?merchant=M1&location=L1&ticket=T-1001`);
  await expect(page.getByRole('dialog', { name: 'Congratulations!' })).toContainText(
    'Your points will be added as soon as you choose the store you visited.',
  );
});
