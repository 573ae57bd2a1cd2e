// What bench:load needs to judge CPU per request: a process's CPU time as the kernel counts it, the
// median of several rounds, and the limits each target is held to against its reference.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on every Linux build). */
export const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, user plus system, over all its threads (the thread pool
 * that compresses and the garbage collector's included), in ms. From `/proc/<pid>/stat`, so the
 * bare reference and the server are counted the same way without either taking part.
 */
export function cpuMs(pid: number): number {
  return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * utime + stime of one `/proc/<pid>/stat` line, in ms. The command name (field 2) may hold spaces
 * and parentheses, so fields are counted from the last `)`.
 * @example cpuMsOfStat('42 (node) S 1 42 42 0 -1 0 0 0 0 0 150 30 0 0') // 1800
 */
export function cpuMsOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of the line (utime, stime) are the 12th and 13th after the name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`Not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A target held to a multiple of another's CPU per request. */
export interface CpuLimit {
  target: string;
  reference: string;
  /** The most CPU per request the target may use, as a multiple of the reference's. */
  most: number;
}

export interface CpuVerdict extends CpuLimit {
  ratio: number;
  over: boolean;
}

/**
 * Each limit judged on the medians of CPU ms per request (by target name). A limit whose figures
 * are missing counts as over: a bench that measured nothing must not pass.
 * @example judgeCpu({ a: 0.08, ref: 0.05 }, [{ target: 'a', reference: 'ref', most: 2 }]) // [{ …, ratio: 1.6, over: false }]
 */
export function judgeCpu(
  perRequest: Readonly<Record<string, number>>,
  limits: readonly CpuLimit[],
): CpuVerdict[] {
  return limits.map((limit) => {
    const ratio = (perRequest[limit.target] ?? NaN) / (perRequest[limit.reference] ?? NaN);
    return { ...limit, ratio, over: !(ratio <= limit.most) };
  });
}
