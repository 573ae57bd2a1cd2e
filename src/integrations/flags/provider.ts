/**
 * An OpenFeature web provider for the tenant's flag service (SPEC §1): it fetches the tenant's
 * flag document once at start and again on each refresh, evaluates flags from the last good
 * document, and tells the SDK which flags changed. A failed refresh keeps the last values.
 */
import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import { changedFlags, parseFlagDocument, type FlagDocument } from '../../lib/flags/flags.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export class TenantFlagProvider implements Provider {
  readonly metadata = { name: 'storefront-tenant-flags' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private doc: FlagDocument = {};

  constructor(
    private readonly url: string,
    private readonly fetchImpl: Fetch = (u, i) => fetch(u, i),
  ) {}

  async initialize(): Promise<void> {
    await this.refresh();
  }

  /** Fetches the document again; resolves with whether any flag changed. Never rejects. */
  async refresh(): Promise<boolean> {
    let next: FlagDocument | null = null;
    try {
      const res = await this.fetchImpl(this.url, {
        credentials: 'omit',
        cache: 'no-store',
        headers: { accept: 'application/json' },
      });
      if (res.ok) next = parseFlagDocument(await res.json());
    } catch {
      next = null;
    }
    if (!next) return false;
    const changed = changedFlags(this.doc, next);
    this.doc = next;
    if (changed.length)
      this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: changed });
    return changed.length > 0;
  }

  private resolve<T extends JsonValue>(key: string, fallback: T): ResolutionDetails<T> {
    const value = this.doc[key];
    if (value === undefined)
      return {
        value: fallback,
        reason: StandardResolutionReasons.DEFAULT,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      };
    if (typeof value !== typeof fallback)
      return {
        value: fallback,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.TYPE_MISMATCH,
      };
    return { value: value as T, reason: StandardResolutionReasons.STATIC };
  }

  resolveBooleanEvaluation(key: string, fallback: boolean): ResolutionDetails<boolean> {
    return this.resolve(key, fallback);
  }
  resolveStringEvaluation(key: string, fallback: string): ResolutionDetails<string> {
    return this.resolve(key, fallback);
  }
  resolveNumberEvaluation(key: string, fallback: number): ResolutionDetails<number> {
    return this.resolve(key, fallback);
  }
  resolveObjectEvaluation<T extends JsonValue>(_key: string, fallback: T): ResolutionDetails<T> {
    // The flag service serves scalars only.
    return { value: fallback, reason: StandardResolutionReasons.DEFAULT };
  }
}
