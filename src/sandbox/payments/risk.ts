/**
 * The fraud-detection fingerprint (docs/product.md §7.7): a stable id per provider, user and
 * session.
 */
import { createHash } from 'node:crypto';
import type { Handlers } from '../core/context.ts';

export const riskHandlers: Handlers<'fingerprint'> = {
  fingerprint(c) {
    const digest = createHash('sha256')
      .update(
        `${c.state.tenant}|${c.params.fraud_provider}|${c.payload.user_id}|${c.payload.session_id}`,
      )
      .digest('hex');
    return { device_fingerprint_id: `fp_${digest.slice(0, 32)}` };
  },
};
