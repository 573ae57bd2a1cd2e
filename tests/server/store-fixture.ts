/**
 * A store as the tenant API returns it (docs/product.md §7.5), for the server-side page data tests.
 */
export function storeFixture<T extends object>(overrides: T) {
  return {
    store_id: 7,
    restaurant_id: 70,
    name: 'Corner',
    subtitle: null,
    address1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    latitude: 39.8,
    longitude: -89.6,
    is_open: true,
    timezone_offset_mins: -300,
    today: '06/11/2025',
    fraud_detection_gateways: [],
    ...overrides,
  };
}
