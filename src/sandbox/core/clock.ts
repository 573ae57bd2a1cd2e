/**
 * The sandbox clock: real time, or real time shifted so that it read `now` when the clock fixture
 * set it (it keeps running from there). Kept per tenant in the database, so every server process
 * sees the same time.
 */
import type { SandboxDb } from './db.ts';

/** The instant the clock was set to and the real instant it happened at. */
export interface ClockAnchor {
  anchor_ms: number;
  real_ms: number;
}

/**
 * @example clockNow({ anchor_ms: 0, real_ms: 1000 }, 61_000) // 60_000
 */
export function clockNow(anchor: ClockAnchor | undefined, realMs: number = Date.now()): number {
  return anchor ? anchor.anchor_ms + (realMs - anchor.real_ms) : realMs;
}

export function readClock(db: SandboxDb): number {
  return clockNow(db.getMeta<ClockAnchor>('clock'));
}

/** Sets the clock to an instant, or back to real time with null. */
export function setClock(db: SandboxDb, instantMs: number | null): void {
  db.setMeta(
    'clock',
    instantMs === null ? undefined : { anchor_ms: instantMs, real_ms: Date.now() },
  );
}
