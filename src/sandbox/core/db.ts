/**
 * SQLite persistence, one database per tenant: `.data/sandbox/<tenant>.sqlite`, or memory when
 * STOREFRONT_SANDBOX_DB=memory (tests). Every table is a small document store: an integer id, an
 * optional unique key, an optional owner (a customer id) and a JSON document.
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const TABLES = [
  'customers',
  'sessions',
  'addresses',
  'favorite_items',
  'favorite_stores',
  'cards',
  'orders',
  'pins',
  'outbox',
  'faults',
  'idempotency',
  'payment_tokens',
  'gift_cards',
  'tickets_used',
  'attempts',
] as const;
export type TableName = (typeof TABLES)[number];

export interface Row<T> {
  id: number;
  key: string | null;
  owner: number | null;
  data: T;
}

interface RawRow {
  id: number;
  key: string | null;
  owner: number | null;
  data: string;
}

const toRow = <T>(raw: RawRow | undefined): Row<T> | undefined =>
  raw
    ? {
        id: Number(raw.id),
        key: raw.key,
        owner: raw.owner === null ? null : Number(raw.owner),
        data: JSON.parse(raw.data) as T,
      }
    : undefined;

/**
 * AUTOINCREMENT: an id is never given out again, even after its row is deleted. Without it SQLite
 * reuses the largest id, and the next guest would become a deleted customer, with their orders.
 */
const COLUMNS =
  '(id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT UNIQUE, owner INTEGER, data TEXT NOT NULL)';

function usesAutoincrement(sql: DatabaseSync, table: TableName): boolean {
  const row = sql
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as { sql: string } | undefined;
  return !!row && /AUTOINCREMENT/i.test(row.sql);
}

/**
 * A database written before ids were AUTOINCREMENT (.data/sandbox/*.sqlite on a developer's disk):
 * the table is rebuilt with the same rows, in one transaction. SQLite cannot add AUTOINCREMENT to
 * a table in place.
 */
function migrateToAutoincrement(sql: DatabaseSync, table: TableName): void {
  sql.exec('BEGIN IMMEDIATE');
  try {
    // Another process sharing the file may have migrated it meanwhile.
    if (!usesAutoincrement(sql, table)) {
      sql.exec(`ALTER TABLE ${table} RENAME TO ${table}_before_autoincrement`);
      sql.exec(`CREATE TABLE ${table} ${COLUMNS}`);
      sql.exec(
        `INSERT INTO ${table} (id, key, owner, data) SELECT id, key, owner, data FROM ${table}_before_autoincrement`,
      );
      sql.exec(`DROP TABLE ${table}_before_autoincrement`);
    }
    sql.exec('COMMIT');
  } catch (err) {
    sql.exec('ROLLBACK');
    throw err;
  }
}

/**
 * Customer ids handed out before (and since deleted) may still be named by rows that outlived
 * their customer in a database written before ids were AUTOINCREMENT: the customers' sequence
 * starts above every id any row names, so none of them is given to a new customer.
 */
function keepCustomerIdsUnused(sql: DatabaseSync): void {
  const named = TABLES.map((t) => `SELECT MAX(owner) AS n FROM ${t}`).join(' UNION ALL ');
  const { n } = sql
    .prepare(
      `SELECT MAX(n) AS n FROM (${named} UNION ALL SELECT MAX(id) FROM customers
        UNION ALL SELECT MAX(json_extract(data, '$.customer_id')) FROM orders)`,
    )
    .get() as { n: number | null };
  if (!n) return;
  sql.prepare("UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'customers'").run(n);
  sql
    .prepare(
      "INSERT INTO sqlite_sequence (name, seq) SELECT 'customers', ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'customers')",
    )
    .run(n);
}

/** One table of JSON documents. */
export class Table<T> {
  constructor(
    private readonly sql: DatabaseSync,
    readonly name: TableName,
  ) {}

  insert(data: T, opts: { key?: string | null; owner?: number | null } = {}): Row<T> {
    const r = this.sql
      .prepare(`INSERT INTO ${this.name} (key, owner, data) VALUES (?, ?, ?)`)
      .run(opts.key ?? null, opts.owner ?? null, JSON.stringify(data));
    return {
      id: Number(r.lastInsertRowid),
      key: opts.key ?? null,
      owner: opts.owner ?? null,
      data,
    };
  }

  get(id: number): Row<T> | undefined {
    return toRow<T>(
      this.sql.prepare(`SELECT * FROM ${this.name} WHERE id = ?`).get(id) as RawRow | undefined,
    );
  }

  byKey(key: string): Row<T> | undefined {
    return toRow<T>(
      this.sql.prepare(`SELECT * FROM ${this.name} WHERE key = ?`).get(key) as RawRow | undefined,
    );
  }

  /** Rows of an owner, oldest first. */
  byOwner(owner: number): Row<T>[] {
    return (
      this.sql
        .prepare(`SELECT * FROM ${this.name} WHERE owner = ? ORDER BY id`)
        .all(owner) as unknown as RawRow[]
    ).map((r) => toRow<T>(r)!);
  }

  /** Every row, oldest first. */
  all(): Row<T>[] {
    return (
      this.sql.prepare(`SELECT * FROM ${this.name} ORDER BY id`).all() as unknown as RawRow[]
    ).map((r) => toRow<T>(r)!);
  }

  update(id: number, data: T, key?: string | null): void {
    if (key === undefined)
      this.sql
        .prepare(`UPDATE ${this.name} SET data = ? WHERE id = ?`)
        .run(JSON.stringify(data), id);
    else
      this.sql
        .prepare(`UPDATE ${this.name} SET data = ?, key = ? WHERE id = ?`)
        .run(JSON.stringify(data), key, id);
  }

  /**
   * Gives a row to another owner (a guest's order handed to the customer who signed in), or to none
   * (a deleted customer's placed order).
   */
  setOwner(id: number, owner: number | null): void {
    this.sql.prepare(`UPDATE ${this.name} SET owner = ? WHERE id = ?`).run(owner, id);
  }

  delete(id: number): void {
    this.sql.prepare(`DELETE FROM ${this.name} WHERE id = ?`).run(id);
  }

  deleteByOwner(owner: number): void {
    this.sql.prepare(`DELETE FROM ${this.name} WHERE owner = ?`).run(owner);
  }

  clear(): void {
    this.sql.exec(`DELETE FROM ${this.name}`);
  }
}

/** The database of one tenant. */
export class SandboxDb {
  readonly tables: { [K in TableName]: Table<unknown> };

  constructor(readonly sql: DatabaseSync) {
    sql.exec('PRAGMA busy_timeout = 5000');
    for (const t of TABLES) {
      sql.exec(`CREATE TABLE IF NOT EXISTS ${t} ${COLUMNS}`);
      if (!usesAutoincrement(sql, t)) migrateToAutoincrement(sql, t);
      sql.exec(`CREATE INDEX IF NOT EXISTS ${t}_owner ON ${t} (owner)`);
    }
    keepCustomerIdsUnused(sql);
    sql.exec('CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, data TEXT NOT NULL)');
    this.tables = Object.fromEntries(TABLES.map((t) => [t, new Table(sql, t)])) as {
      [K in TableName]: Table<unknown>;
    };
  }

  table<T>(name: TableName): Table<T> {
    return this.tables[name] as Table<T>;
  }

  getMeta<T>(name: string): T | undefined {
    const row = this.sql.prepare('SELECT data FROM meta WHERE name = ?').get(name) as
      { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  setMeta(name: string, value: unknown): void {
    if (value === undefined) this.sql.prepare('DELETE FROM meta WHERE name = ?').run(name);
    else
      this.sql
        .prepare(
          'INSERT INTO meta (name, data) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET data = excluded.data',
        )
        .run(name, JSON.stringify(value));
  }

  /** Runs `fn` in one write transaction, so a payment and its idempotency record land together. */
  tx<R>(fn: () => R): R {
    this.sql.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.sql.exec('COMMIT');
      return result;
    } catch (err) {
      this.sql.exec('ROLLBACK');
      throw err;
    }
  }

  /**
   * Empties every table and the meta entries (the fixture reset). Nothing is left that an id could
   * lead to, so the id sequences start again and a reset seeds the same ids every time.
   */
  clearAll(): void {
    for (const t of TABLES) this.tables[t].clear();
    this.sql.exec('DELETE FROM meta');
    this.sql.exec('DELETE FROM sqlite_sequence');
  }
}

/**
 * Where the databases live: memory for STOREFRONT_SANDBOX_DB=memory, the directory it names
 * otherwise, else .data/sandbox under the working directory. Read when a database is opened, so a
 * test can set it before its first call.
 */
export function databaseLocation(): string {
  const configured = process.env.STOREFRONT_SANDBOX_DB;
  if (configured === 'memory') return ':memory:';
  return path.resolve(configured || path.join('.data', 'sandbox'));
}

/** Opens (creating when needed) a tenant's database. */
export function openDatabase(tenant: string): SandboxDb {
  const location = databaseLocation();
  if (location === ':memory:') return new SandboxDb(new DatabaseSync(':memory:'));
  mkdirSync(location, { recursive: true });
  const sql = new DatabaseSync(path.join(location, `${tenant}.sqlite`));
  sql.exec('PRAGMA journal_mode = WAL');
  return new SandboxDb(sql);
}
