/**
 * The device fingerprint id fraud detection gave this browser (docs/product.md §3 "Fraud", §7.7).
 */
import { nullable, string } from '../persist/decode.ts';
import { persistent } from '../persist/local.ts';
import { FINGERPRINT_ID_MAX } from '../../lib/limits.ts';

export const $deviceFingerprintId = persistent(
  'deviceFingerprintId',
  nullable(string({ max: FINGERPRINT_ID_MAX })),
  null,
);
