// Shared pieces of the store tests: a scripted stand-in for the typed API client.

/** A call's options as the stores send them: the tests read back what was sent. */
export interface CallOptions {
  params?: Record<string, number>;
  payload?: Record<string, unknown>;
}

export interface ScriptedApi {
  calls: { id: string; options: CallOptions }[];
  answers: Record<string, (options: CallOptions) => unknown>;
  callApi: (id: string, options?: CallOptions) => Promise<unknown>;
}

/** A stand-in for callApi: each call is recorded and answered by `answers[id]`. */
export function scriptedApi(): ScriptedApi {
  const api: ScriptedApi = {
    calls: [],
    answers: {},
    callApi: async (id, options = {}) => {
      api.calls.push({ id, options });
      await Promise.resolve();
      const answer = api.answers[id];
      if (!answer) throw new Error(`unexpected call ${id}`);
      return answer(options);
    },
  };
  return api;
}
