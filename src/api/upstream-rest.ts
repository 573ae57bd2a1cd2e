/**
 * A tenant API that has just let a call run into the proxy's deadline is given a short rest: the
 * calls that follow at once (a screen's fallback call after its first one failed) are answered
 * "took too long" immediately instead of each waiting out a deadline of its own, so a slow or
 * dead tenant API costs a screen one timeout, not two in a row. Any answer ends the
 * rest; so does its end, after which the next call tries the API again.
 */

/** How long a tenant API rests after a timeout. */
export const REST_MS = 5_000;

export class UpstreamRest {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly restMs = REST_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether calls to `key` (a tenant and an API origin) should fail at once. */
  resting(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.until.delete(key);
    return false;
  }

  /** A call to `key` ran into its deadline. */
  timedOut(key: string): void {
    this.until.set(key, this.now() + this.restMs);
    // Tenants and origins are few, but a bound keeps a misconfiguration from growing it forever.
    if (this.until.size > 1_000) this.until.delete(this.until.keys().next().value!);
  }

  /** `key` answered: it is not resting. */
  answered(key: string): void {
    this.until.delete(key);
  }
}
