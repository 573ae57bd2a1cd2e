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
  const wanted = (level ?? '').trim().toLowerCase();
  const options = {
    level: LEVELS.includes(wanted) ? wanted : 'info',
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
