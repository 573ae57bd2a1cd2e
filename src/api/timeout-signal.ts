/**
 * What AbortSignal.timeout gives (a signal aborted with a TimeoutError after `ms`), but cleared
 * once the call is done: otherwise every call's timer stays armed for its full 10 s, and fires then,
 * long after its answer was sent.
 */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      ),
    ms,
  );
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
