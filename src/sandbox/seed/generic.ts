/**
 * Neutral demo data named after a chain: what `npm run new-tenant` writes to
 * tenants/<id>.sandbox.json, and what the sandbox serves a tenant that has no seed of its own, so a
 * new chain never shows another chain's stores or menu. One store per service kind, a small menu,
 * and the standard demo accounts (demo@, unverified@, manager@example.com / Demo1234!).
 * The stores sit in Manhattan, where the sandbox's address search has addresses to deliver to.
 */
import type { SandboxSeed, Store, Weekly } from '../../generated/sandbox-seed';
import { genericMenus } from './generic-menu.ts';

export { slug } from './generic-menu.ts';

export interface GenericSeedOptions {
  /** Item and category pictures under /menu/… (new-tenant writes placeholder art there). */
  images?: boolean;
}

const ALL_DAY: Weekly = {
  monday: [[0, 1440]],
  tuesday: [[0, 1440]],
  wednesday: [[0, 1440]],
  thursday: [[0, 1440]],
  friday: [[0, 1440]],
  saturday: [[0, 1440]],
  sunday: [[0, 1440]],
};

const DAYTIME: Weekly = {
  monday: [[480, 1200]],
  tuesday: [[480, 1200]],
  wednesday: [[480, 1200]],
  thursday: [[480, 1200]],
  friday: [[480, 1200]],
  saturday: [[540, 1080]],
  sunday: [],
};

function store(
  id: number,
  name: string,
  address1: string,
  postal_code: string,
  latitude: number,
  longitude: number,
  schedules: Store['schedules'],
): Store {
  return {
    store_id: id,
    restaurant_id: 9000 + id,
    name,
    address1,
    city: 'New York',
    state: 'NY',
    postal_code,
    phone: `21255501${String(id).padStart(2, '0')}`,
    latitude,
    longitude,
    timezone: 'America/New_York',
    tax_rate: 0.08875,
    schedules,
  };
}

/**
 * Neutral demo data for the chain `name` (tenant `id`); valid against the seed schema and checks.
 * @example genericSeed('forno', 'Forno Rosso').stores[0].name // 'Forno Rosso Pickup'
 */
export function genericSeed(
  id: string,
  name: string,
  options: GenericSeedOptions = {},
): SandboxSeed {
  const images = options.images ?? false;
  const pickup = store(1, `${name} Pickup`, '350 5th Ave', '10118', 40.7484, -73.9857, [
    { service_type_id: 1, weekly: ALL_DAY },
  ]);
  const delivery = store(2, `${name} Delivery`, '405 Lexington Ave', '10174', 40.7516, -73.9755, [
    { service_type_id: 1, weekly: ALL_DAY },
    { service_type_id: 2, weekly: ALL_DAY },
  ]);
  delivery.delivery = {
    radius_miles: 4,
    fee_cents: 399,
    minimum_cents: 1500,
    estimated_minutes: 35,
  };
  const catering = store(3, `${name} Catering`, '1585 Broadway', '10036', 40.7606, -73.9852, [
    { service_type_id: 3, weekly: DAYTIME },
  ]);
  const service = (
    service_type_id: number,
    kind: string,
    display_name: string,
    extra: { requires_address: boolean; requires_guest_count: boolean; prep: number; lead: number },
  ) => ({
    service_type_id,
    name: kind,
    display_name,
    is_visible: true,
    display_order: service_type_id,
    requires_address: extra.requires_address,
    requires_guest_count: extra.requires_guest_count,
    base_prep_time: extra.prep,
    lead_time: extra.lead,
  });
  const demo = { password: 'Demo1234!', is_mgmt: false };
  return {
    $schema: '../schemas/sandbox-seed.schema.json',
    services: [
      service(1, 'pickup', 'Pickup', {
        requires_address: false,
        requires_guest_count: false,
        prep: 15,
        lead: 15,
      }),
      service(2, 'delivery', 'Delivery', {
        requires_address: true,
        requires_guest_count: false,
        prep: 20,
        lead: 30,
      }),
      service(3, 'catering', 'Catering', {
        requires_address: false,
        requires_guest_count: true,
        prep: 60,
        lead: 1440,
      }),
    ],
    stores: [pickup, delivery, catering],
    store_configuration: {
      chain_name: id,
      chain_display_name: name,
      email_optin: true,
      sms_optin: true,
      require_phone_verification: false,
      require_email_verification: false,
      country_code: 'US',
      disable_future_orders: false,
      disable_login: false,
      gift_card_purchasing: true,
      allow_gift_card_purchase: true,
      localization: { currency_symbol: '$' },
    },
    menus: genericMenus(images),
    customers: [
      {
        ...demo,
        email: 'demo@example.com',
        first_name: 'Dana',
        last_name: 'Demo',
        phone: '2125550101',
        is_phone_verified: true,
        is_verified: true,
        loyalty_points: 120,
        favorite_store_ids: [1],
        addresses: [
          {
            street_number: '350',
            address1: '350 5th Ave',
            city: 'New York',
            state_code: 'NY',
            postal_code: '10118',
            latitude: 40.7484,
            longitude: -73.9857,
          },
        ],
        cards: [{ brand: 'Visa', last4: '1881', exp_month: 9, exp_year: 2031 }],
      },
      {
        ...demo,
        email: 'unverified@example.com',
        first_name: 'Uma',
        last_name: 'Unverified',
        phone: '2125550102',
        is_phone_verified: false,
        is_verified: false,
      },
      {
        ...demo,
        email: 'manager@example.com',
        first_name: 'Morgan',
        last_name: 'Manager',
        phone: '2125550103',
        is_phone_verified: true,
        is_verified: true,
        is_mgmt: true,
      },
    ],
    discounts: [
      {
        discount_id: 1,
        name: 'Welcome 10% off',
        description: '10% off your order.',
        code: 'WELCOME10',
        percent: 10,
      },
    ],
    gift_cards: [{ number: '6006491234567890', pin: '1234', balance_cents: 5000 }],
    loyalty_programs: [
      { program_id: 1, name: 'Free drink', description: 'Any drink on the house.', threshold: 40 },
    ],
    tickets: [{ ticket_id: 'T-1001', points: 25 }],
  };
}
