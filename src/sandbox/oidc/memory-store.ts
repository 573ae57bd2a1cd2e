/**
 * Where the sandbox issuer keeps its sessions, interactions and grants: in the process, on purpose.
 * The sandbox is a test stand-in that runs in one process and starts empty; restarting it signs
 * testers out, which is what a fresh sandbox should do. Giving oidc-provider this store explicitly
 * (instead of its quick-start default) also states that choice where the issuer is configured.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined when oidc-provider gave no lifetime. */
  expiresAt: number | undefined;
}

/** Enough for many testers at once; a flood of sign-ins must not grow memory without bound. */
const MAX_ENTRIES = 1000;

/**
 * One store shared by every model of one issuer (oidc-provider asks for an adapter per model).
 * @example const provider = new Provider(issuer, { adapter: memoryStore(), … })
 */
export function memoryStore(
  now: () => number = Date.now,
  maxEntries = MAX_ENTRIES,
): AdapterFactory {
  const entries = new Map<string, Entry>();

  const read = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const write = (key: string, payload: AdapterPayload, expiresIn?: number): void => {
    // Re-inserting moves the key to the end, so the oldest entries are the ones dropped.
    entries.delete(key);
    entries.set(key, {
      payload,
      expiresAt: typeof expiresIn === 'number' ? now() + expiresIn * 1000 : undefined,
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  const findBy = (model: string, field: 'uid' | 'userCode', value: string) => {
    for (const [key, entry] of entries)
      if (key.startsWith(`${model}:`) && entry.payload[field] === value) return read(key);
    return undefined;
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      upsert: (id, payload, expiresIn) => Promise.resolve(write(key(id), payload, expiresIn)),
      find: (id) => Promise.resolve(read(key(id))),
      findByUid: (uid) => Promise.resolve(findBy(model, 'uid', uid)),
      findByUserCode: (userCode) => Promise.resolve(findBy(model, 'userCode', userCode)),
      consume: (id) => {
        const payload = read(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
        return Promise.resolve();
      },
      destroy: (id) => Promise.resolve(void entries.delete(key(id))),
      // oidc-provider asks each token model in turn, so only this model's entries go.
      revokeByGrantId: (grantId) => {
        for (const [k, entry] of entries)
          if (k.startsWith(`${model}:`) && entry.payload.grantId === grantId) entries.delete(k);
        return Promise.resolve();
      },
    };
  };
}
