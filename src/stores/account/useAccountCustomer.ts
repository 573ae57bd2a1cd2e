import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { Customer } from '../../api/schemas/customer.ts';
import { ensureCustomer } from './account-customer.ts';
import { $customer } from './session.ts';

export type AccountCustomer =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'ready'; customer: Customer };

/**
 * An account screen's customer with its loading and error states: fetched on mount when the
 * page does not have it yet, and again on retry.
 */
export function useAccountCustomer(): AccountCustomer {
  const customer = useStore($customer);
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if ($customer.get()) return;
    let live = true;
    void ensureCustomer().then((r) => {
      if (live && !r.ok) setError(r.message);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  if (customer) return { state: 'ready', customer };
  if (error) return { state: 'error', message: error, retry };
  return { state: 'loading' };
}
