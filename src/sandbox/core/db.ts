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

  /** Gives a row to another owner (a guest's order handed to the customer who signed in). */
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
      sql.exec(
        `CREATE TABLE IF NOT EXISTS ${t} (id INTEGER PRIMARY KEY, key TEXT UNIQUE, owner INTEGER, data TEXT NOT NULL)`,
      );
      sql.exec(`CREATE INDEX IF NOT EXISTS ${t}_owner ON ${t} (owner)`);
    }
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

  /** Empties every table and the meta entries (the fixture reset). */
  clearAll(): void {
    for (const t of TABLES) this.tables[t].clear();
    this.sql.exec('DELETE FROM meta');
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
