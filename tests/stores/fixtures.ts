// Shared pieces of the store tests: a scripted stand-in for the typed API client, its failures,
// and orders as the server sends them.
import { ApiError } from '../../src/api/errors.ts';
import * as calls from '../../src/generated/api-calls.ts';
import type { Order } from '../../src/api/schemas/order.ts';

/** A call's options as the stores send them: the tests read back what was sent. */
export interface CallOptions {
  params?: Record<string, number>;
  payload?: Record<string, unknown>;
}

export interface ScriptedApi {
  calls: { id: string; options: CallOptions }[];
  answers: Record<string, (options: CallOptions) => unknown>;
  callApi: (call: calls.Call, options?: CallOptions) => Promise<unknown>;
}

/** The contract's id of a call the stores make (`calls.menus` → 'menus'). */
function idOf(call: calls.Call): string {
  const id = Object.entries(calls).find(([, def]) => def === call)?.[0];
  if (!id) throw new Error(`not a call of src/generated/api-calls.ts: ${JSON.stringify(call)}`);
  return id;
}

/** A stand-in for callApi: each call is recorded by its id and answered by `answers[id]`. */
export function scriptedApi(): ScriptedApi {
  const api: ScriptedApi = {
    calls: [],
    answers: {},
    callApi: async (call, options = {}) => {
      const id = idOf(call);
      api.calls.push({ id, options });
      await Promise.resolve();
      const answer = api.answers[id];
      if (!answer) throw new Error(`unexpected call ${id}`);
      return answer(options);
    },
  };
  return api;
}

/** An answer that fails like the typed client does (ApiError; status 0 when no answer came). */
export const failWith =
  (status: number, message = '', code = `http_${status}`) =>
  () => {
    throw new ApiError(status, status === 0 ? 'network' : code, message);
  };

/** A cart line of the server's order, at $1.00 each. */
export const line = (item_id: number, quantity: number, over: object = {}) => ({
  item_id,
  menu_item_id: 1000 + item_id,
  name: `Item ${item_id}`,
  quantity,
  unit_price_cents: 100,
  total_cents: 100 * quantity,
  note: null,
  auto: false,
  options: [],
  ...over,
});

/** Order 7 at store 102 with these lines. */
export const order = (items: ReturnType<typeof line>[], over: object = {}): Order =>
  ({
    order_id: 7,
    store_id: 102,
    service_type_id: 1,
    items,
    discounts: [],
    charges: { subtotal_cents: 0, total_cents: 0, lines: [] },
    ...over,
  }) as unknown as Order;

/** A Storage kept in memory, for stores persisted to localStorage or sessionStorage. */
export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}
