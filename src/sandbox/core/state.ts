/**
 * Per-tenant state: the open database and the lookup tables of its seed. A database without a seed
 * is seeded on first use; a reset replaces everything with a new seed.
 */
import { openDatabase, type SandboxDb } from './db.ts';
import { defaultSeed, indexSeed, type SandboxSeed, type SeedIndex } from '../seed/seed.ts';
import { hashPassword } from '../customers/passwords.ts';
import { readClock } from './clock.ts';
import type { CustomerDoc, FavoriteStoreDoc, GiftCardDoc } from './records.ts';
import { loadAccount, redateAccounts } from '../seed/account.ts';

export interface TenantState {
  tenant: string;
  db: SandboxDb;
  index: SeedIndex;
}

/** Tenant ids as tenants/*.json allows them; also what keeps a database file name safe. */
export const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

const states = new Map<string, Promise<TenantState>>();

/** The state of a tenant, opening and seeding its database on first use. */
export function tenantState(tenant: string): Promise<TenantState> {
  if (!TENANT_ID.test(tenant)) return Promise.reject(new Error(`Not a tenant id: ${tenant}`));
  let state = states.get(tenant);
  if (!state) {
    state = open(tenant);
    states.set(tenant, state);
    state.catch(() => states.delete(tenant));
  }
  return state;
}

async function open(tenant: string): Promise<TenantState> {
  const db = openDatabase(tenant);
  const stored = db.getMeta<SandboxSeed>('seed');
  const state: TenantState = { tenant, db, index: indexSeed(stored ?? defaultSeed(tenant)) };
  if (!stored) await reseed(state, state.index.seed);
  return state;
}

/**
 * Each seed password's scrypt hash, made once per process: a reset (every end-to-end test resets
 * every demo tenant) would otherwise spend about 50 ms of CPU per seeded customer hashing the same
 * demo passwords again. Bounded, as custom seeds can bring passwords of their own.
 */
const seedHashes = new Map<string, Promise<string>>();
const SEED_HASHES_MAX = 256;

function seedPasswordHash(password: string): Promise<string> {
  let hash = seedHashes.get(password);
  if (!hash) {
    if (seedHashes.size >= SEED_HASHES_MAX) seedHashes.clear();
    hash = hashPassword(password);
    seedHashes.set(password, hash);
    hash.catch(() => seedHashes.delete(password));
  }
  return hash;
}

/** Clears every table (orders, sessions, outbox, faults, clock…) and loads `seed`. */
export async function reseed(state: TenantState, seed: SandboxSeed): Promise<void> {
  // Hash first: the transaction below must not wait on the thread pool.
  const hashes = await Promise.all(seed.customers.map((c) => seedPasswordHash(c.password)));
  const { db } = state;
  const index = indexSeed(seed);
  db.tx(() => {
    db.clearAll();
    db.setMeta('seed', seed);
    const nowMs = readClock(db);
    const now = new Date(nowMs).toISOString();
    seed.customers.forEach((c, i) => {
      const points = c.loyalty_points ?? 0;
      const doc: CustomerDoc = {
        email: c.email.toLowerCase(),
        first_name: c.first_name,
        last_name: c.last_name,
        phone: c.phone,
        birthdate: c.birthdate ?? null,
        company_name: null,
        password_hash: hashes[i]!,
        is_phone_verified: c.is_phone_verified ?? false,
        is_verified: c.is_verified ?? false,
        is_mgmt: c.is_mgmt ?? false,
        is_guest: false,
        email_optin: true,
        sms_optin: false,
        loyalty: {
          points,
          lifetime_points: points,
          history: points ? [{ date: now, points, description: 'Welcome bonus' }] : [],
        },
        created_at: now,
      };
      const row = db.table<CustomerDoc>('customers').insert(doc, { key: doc.email });
      for (const storeId of c.favorite_store_ids ?? [])
        db.table<FavoriteStoreDoc>('favorite_stores').insert(
          { store_id: storeId },
          { owner: row.id, key: `${row.id}:${storeId}` },
        );
      loadAccount(db, index, i, row.id, nowMs);
    });
    for (const g of seed.gift_cards)
      db.table<GiftCardDoc>('gift_cards').insert(
        { number: g.number, pin: g.pin, balance_cents: g.balance_cents },
        { key: g.number },
      );
  });
  state.index = index;
}

/** After the clock fixture moved the clock: the seeded account dates follow it. */
export function clockMoved(state: TenantState): void {
  const { db } = state;
  db.tx(() => redateAccounts(db, state.index, readClock(db)));
}
