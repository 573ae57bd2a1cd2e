/**
 * Customer ids are never given out twice: a deleted account's id stays unused (AUTOINCREMENT, also
 * for databases written before it), and its orders are anonymised rather than handed on.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { SandboxDb, TABLES } from '../../src/sandbox/core/db.ts';
import { tenantState } from '../../src/sandbox/core/state.ts';
import type { OrderDoc } from '../../src/sandbox/core/records.ts';
import { Client, resetAt } from './helpers.ts';

let c: Client;
beforeEach(async () => {
  c = await resetAt('burger', '2025-06-11T16:00:00Z');
});

/** A new account that has placed one order (paid in store): the newest customer id. */
async function accountWithOrder(email: string): Promise<{ client: Client; id: number }> {
  const client = new Client('burger');
  const reg = await client.call(
    'register',
    {},
    {
      email,
      password: 'Secret123!',
      first_name: 'Dee',
      last_name: 'Leted',
      phone: '2125550199',
      auto_login: true,
      email_optin: false,
      sms_optin: false,
    },
  );
  expect(reg.status).toBe(200);
  const id = reg.body.customer_id as number;
  const orderId = (
    await client.call(
      'saveOrder',
      {},
      { customer_id: id, is_asap: true, store_id: 101, service_type_id: 1 },
    )
  ).body.order.order_id;
  const total = (await client.call('saveItem', { orderId }, { menu_item_id: 1002, quantity: 1 }))
    .body.order.charges.total_cents;
  const paid = await client.call(
    'pay',
    { orderId },
    {
      idempotency_key: `delete-me-${id}-000000`,
      payments: [{ type: 'pay_in_store', amount_cents: total }],
    },
  );
  expect(paid.status).toBe(200);
  return { client, id };
}

const NEXT_CUSTOMER: [string, (c: Client) => Promise<number>][] = [
  ['a guest', async (n) => (await n.call('guestLogin')).body.customer_id],
  [
    'a new account',
    async (n) =>
      (
        await n.call(
          'register',
          {},
          {
            email: 'next.one@example.com',
            password: 'Secret123!',
            first_name: 'Nex',
            last_name: 'T',
            phone: '2125550123',
            auto_login: true,
            email_optin: false,
            sms_optin: false,
          },
        )
      ).body.customer_id,
  ],
];

// Each test registers accounts (scrypt): generous on a busy machine.
describe('after an account is deleted', { timeout: 30_000 }, () => {
  it.each(NEXT_CUSTOMER)('%s gets a new id and sees no orders', async (_who, next) => {
    const gone = await accountWithOrder('deleted.one@example.com');
    expect((await gone.client.call('deleteCustomer', { customerId: gone.id })).status).toBe(200);
    const newcomer = new Client('burger');
    const id = await next(newcomer);
    expect(id).toBeGreaterThan(gone.id);
    const history = await newcomer.call('orderHistory', { customerId: id });
    expect([history.status, history.body.orders]).toEqual([200, []]);
    // The deleted customer's id is nobody's: asking for its orders is refused.
    expect((await newcomer.call('orderHistory', { customerId: gone.id })).status).not.toBe(200);
  });

  it('its placed orders stay anonymised and its open carts are gone', async () => {
    const gone = await accountWithOrder('deleted.two@example.com');
    await gone.client.call(
      'saveOrder',
      {},
      { customer_id: gone.id, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    await gone.client.call('deleteCustomer', { customerId: gone.id });
    const orders = (await tenantState('burger')).db.table<OrderDoc>('orders');
    expect(orders.byOwner(gone.id)).toEqual([]);
    const left = orders.all().filter((r) => r.data.customer_id === 0);
    expect(left).toHaveLength(1);
    expect(left[0]!.owner).toBeNull();
    expect(left[0]!.data).toMatchObject({ status: 'placed', note: null, address_id: null });
    expect(orders.all().some((r) => r.data.customer_id === gone.id)).toBe(false);
  });

  it('a fixture reset gives the seed the same ids every time', async () => {
    const first = await c.login();
    await accountWithOrder('deleted.three@example.com');
    const again = await resetAt('burger', '2025-06-11T16:00:00Z');
    expect(await again.login()).toBe(first);
  });
});

describe('a database written before ids were AUTOINCREMENT', () => {
  function oldDatabase(): string {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'sandbox-db-')), 'burger.sqlite');
    const sql = new DatabaseSync(file);
    for (const t of TABLES)
      sql.exec(
        `CREATE TABLE ${t} (id INTEGER PRIMARY KEY, key TEXT UNIQUE, owner INTEGER, data TEXT NOT NULL)`,
      );
    const insert = (t: string, id: number, owner: number | null, data: object) =>
      sql
        .prepare(`INSERT INTO ${t} (id, key, owner, data) VALUES (?, NULL, ?, ?)`)
        .run(id, owner, JSON.stringify(data));
    insert('customers', 1, null, { email: 'a@example.com' });
    insert('customers', 2, null, { email: 'b@example.com' });
    // Customer 3 was deleted before the fix, but its order was left behind under its id.
    insert('orders', 1, 3, { customer_id: 3, status: 'placed' });
    insert('orders', 2, 1, { customer_id: 1, status: 'placed' });
    sql.close();
    return file;
  }

  it('is migrated with every row kept, and no id any row names is given out again', () => {
    const file = oldDatabase();
    const db = new SandboxDb(new DatabaseSync(file));
    const schema = db.sql
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name = ?")
      .all('customers') as { sql: string }[];
    expect(schema[0]!.sql).toMatch(/AUTOINCREMENT/);
    expect(
      db
        .table('customers')
        .all()
        .map((r) => r.id),
    ).toEqual([1, 2]);
    expect(
      db
        .table('orders')
        .all()
        .map((r) => [r.id, r.owner]),
    ).toEqual([
      [1, 3],
      [2, 1],
    ]);
    const next = db.table('customers').insert({ email: 'new@example.com' });
    expect(next.id).toBe(4);
    db.table('customers').delete(next.id);
    expect(db.table('customers').insert({ email: 'newer@example.com' }).id).toBe(5);
    db.sql.close();
  });

  it('opens again without migrating twice', () => {
    const file = oldDatabase();
    new SandboxDb(new DatabaseSync(file)).sql.close();
    const db = new SandboxDb(new DatabaseSync(file));
    expect(db.table('customers').insert({ email: 'new@example.com' }).id).toBe(4);
    const leftovers = db.sql
      .prepare("SELECT name FROM sqlite_master WHERE name LIKE '%before_autoincrement%'")
      .all();
    expect(leftovers).toEqual([]);
    db.sql.close();
  });
});
