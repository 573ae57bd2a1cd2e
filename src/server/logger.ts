import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACT_PATHS } from './request-log.ts';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The server's JSON logger: one line per event on stdout, at LOG_LEVEL (default info; `silent`
 * for tests). Secrets are removed even if a caller passes an object holding them. Each line names
 * its `service` (the storefront, or the standalone sandbox), so mixed logs stay apart.
 */
export function createLogger(
  level: string | undefined = process.env.LOG_LEVEL,
  destination?: DestinationStream,
  service = 'storefront',
): Logger {
  return pino({ ...optionsOf(level, service), redact: REDACTION }, destination);
}

const REDACTION = { paths: REDACT_PATHS, censor: '[redacted]' };

function optionsOf(level: string | undefined, service: string) {
  const wanted = (level ?? '').trim().toLowerCase();
  return {
    level: LEVELS.includes(wanted) ? wanted : 'info',
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

/** Request lines kept before they are written: about twenty. */
export const REQUEST_LOG_BUFFER_BYTES = 4096;
/** The longest a request line waits to be written on a quiet server. */
export const REQUEST_LOG_FLUSH_MS = 1000;

/**
 * The same lines as `log`'s (level, service, time) without redaction, for the one line per request,
 * whose fields are fixed and hold no secret (src/server/request-log.ts): looking for secrets
 * through every nested key was more than half of what the line cost. Anything else is logged
 * through `log`.
 * On stdout they are written REQUEST_LOG_BUFFER_BYTES at a time, at least every
 * REQUEST_LOG_FLUSH_MS and when the process exits, rather than with one write per request, which
 * was a third of the CPU of a page answered from memory. A hard kill (SIGKILL) can lose the last
 * second's request lines; `log`'s lines (errors, start, shutdown) are still written at once.
 * Another stream (a test's) is used as it is.
 */
export function requestLogger(log: Logger, service = 'storefront'): Logger {
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const toStdout = (stream as { fd?: unknown } | undefined)?.fd === 1;
  return pino(optionsOf(log.level, service), toStdout ? bufferedStdout() : stream);
}

/** One for the process, however many servers it makes (the tests make several). */
let buffered: ReturnType<typeof pino.destination> | undefined;

function bufferedStdout(): DestinationStream {
  if (buffered) return buffered;
  const stream = (buffered = pino.destination({
    dest: 1,
    sync: true,
    minLength: REQUEST_LOG_BUFFER_BYTES,
    periodicFlush: REQUEST_LOG_FLUSH_MS,
  }));
  process.once('exit', () => stream.flushSync());
  return stream;
}

export type { Logger };
