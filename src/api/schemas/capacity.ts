import { z } from 'zod';

/**
 * docs/kitchen.md §1: the slots of each service that are full or nearly full, beside
 * service_schedule: service_type_id → slot ('YYYY-MM-DD HH:mm', the quarter hour) → state. Slots
 * with room are left out; a chain whose API does not send it has every slot open as before.
 */
export const slotCapacity = z.record(
  z.string(),
  z.record(z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), z.enum(['full', 'nearly_full'])),
);
