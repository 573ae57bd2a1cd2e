// Shared pieces of the account action tests: a customer, a scripted API client and storage.
import type { Customer } from '../../../src/api/schemas/customer.ts';

export const customer = (over: Partial<Customer> = {}): Customer => ({
  customer_id: 42,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '2125550199',
  is_phone_verified: false,
  is_verified: false,
  is_mgmt: false,
  ...over,
});

export { failWith, memoryStorage, scriptedApi, type ScriptedApi } from '../fixtures.ts';
