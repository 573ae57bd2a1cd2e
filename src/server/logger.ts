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

/**
 * The same lines as `log`'s (level, service, time, to the same stream) without redaction, for the
 * one line per request, whose fields are fixed and hold no secret (src/server/request-log.ts):
 * looking for secrets through every nested key was more than half of what the line cost. Anything
 * else is logged through `log`.
 */
export function requestLogger(log: Logger, service = 'storefront'): Logger {
  const stream = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  return pino(optionsOf(log.level, service), stream);
}

export type { Logger };
