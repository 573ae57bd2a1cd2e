/**
 * The account area (docs/product.md §2.1): addresses, favourite items and stores, saved cards and
 * gift cards.
 */
import type { SavedCard } from '../../api/schemas/customer.ts';
import { itemNameTranslations } from '../orders/line-names.ts';
import type { Handlers } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type {
  AddressDoc,
  CardDoc,
  FavoriteItemDoc,
  FavoriteStoreDoc,
  GiftCardDoc,
} from '../core/records.ts';
import type { SandboxDb } from '../core/db.ts';
import { fail } from '../core/http.ts';
import type { GuestText } from '../core/guest-language.ts';
import { requireSelf } from './session.ts';
import { findStore, presentStore } from '../stores/stores.ts';
import { storeItem } from '../stores/menus.ts';
import { approvedToken } from '../payments/tokens.ts';

const presentAddress = (r: Row<AddressDoc>) => ({ address_id: r.id, ...r.data });

const sameAddress = (a: AddressDoc, b: AddressDoc) =>
  a.address1 === b.address1 &&
  (a.address2 ?? '') === (b.address2 ?? '') &&
  a.postal_code === b.postal_code &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude;

function presentCard(db: SandboxDb, r: Row<CardDoc>, isDefault: boolean): SavedCard {
  const card: SavedCard = {
    card_id: r.id,
    type: r.data.type,
    brand: r.data.brand,
    last4: r.data.last4,
    is_default: isDefault,
  };
  if (r.data.exp_month !== undefined) card.exp_month = r.data.exp_month;
  if (r.data.exp_year !== undefined) card.exp_year = r.data.exp_year;
  if (r.data.gift_card_number)
    card.balance_cents =
      db.table<GiftCardDoc>('gift_cards').byKey(r.data.gift_card_number)?.data.balance_cents ?? 0;
  return card;
}

/** A customer's own records, for "not found": its text and code. */
const RECORDS = {
  address: { text: (t) => t.api_addressNotFound, code: 'address_not_found' },
  card: { text: (t) => t.api_cardNotFound, code: 'card_not_found' },
} satisfies Record<string, { text: GuestText; code: string }>;

function owned<T>(row: Row<T> | undefined, customerId: number, what: keyof typeof RECORDS): Row<T> {
  if (!row || row.owner !== customerId) fail(404, RECORDS[what].text, RECORDS[what].code);
  return row;
}

export const accountHandlers: Handlers<
  | 'listAddresses'
  | 'saveAddress'
  | 'deleteAddress'
  | 'favoriteItems'
  | 'addFavoriteItem'
  | 'removeFavoriteItem'
  | 'favoriteStores'
  | 'addFavoriteStore'
  | 'removeFavoriteStore'
  | 'savedCards'
  | 'saveCard'
  | 'deleteCard'
> = {
  listAddresses(c) {
    const { customer } = requireSelf(c);
    const rows = c.db.table<AddressDoc>('addresses').byOwner(customer.id);
    return { addresses: rows.slice(0, c.payload.limit ?? rows.length).map(presentAddress) };
  },

  saveAddress(c) {
    const { customer } = requireSelf(c);
    const { address_id, ...fields } = c.payload;
    const addresses = c.db.table<AddressDoc>('addresses');
    if (address_id === undefined) {
      // Ordering with a saved address sends it again: the address book keeps one copy.
      const same = addresses.byOwner(customer.id).find((r) => sameAddress(r.data, fields));
      return {
        address: presentAddress(same ?? addresses.insert(fields, { owner: customer.id })),
      };
    }
    const row = owned(addresses.get(address_id), customer.id, 'address');
    // Fields the update leaves out (a phone, return details) stay as they were.
    const data: AddressDoc = { ...row.data, ...fields };
    addresses.update(row.id, data);
    return { address: presentAddress({ ...row, data }) };
  },

  deleteAddress(c) {
    const { customer } = requireSelf(c);
    const addresses = c.db.table<AddressDoc>('addresses');
    addresses.delete(owned(addresses.get(c.payload.address_id), customer.id, 'address').id);
    return { ok: true };
  },

  favoriteItems(c) {
    const { customer } = requireSelf(c);
    const items = c.db
      .table<FavoriteItemDoc>('favorite_items')
      .byOwner(customer.id)
      .flatMap((r) => {
        const ref = c.index.items.get(r.data.menu_item_id);
        return ref
          ? [
              {
                favorite_id: r.id,
                store_id: r.data.store_id,
                menu_item_id: r.data.menu_item_id,
                name: ref.item.name,
                price_cents: ref.item.price_cents,
                image_url: ref.item.image_url ?? null,
                ...itemNameTranslations(ref.item),
              },
            ]
          : [];
      });
    return { items };
  },

  addFavoriteItem(c) {
    const { customer } = requireSelf(c);
    const { store_id, menu_item_id } = c.payload;
    findStore(c.index, store_id);
    const { item } = storeItem(c.index, store_id, menu_item_id);
    const favorites = c.db.table<FavoriteItemDoc>('favorite_items');
    const row =
      favorites
        .byOwner(customer.id)
        .find((r) => r.data.menu_item_id === menu_item_id && r.data.store_id === store_id) ??
      favorites.insert({ store_id, menu_item_id }, { owner: customer.id });
    return {
      item: {
        favorite_id: row.id,
        store_id,
        menu_item_id,
        name: item.name,
        price_cents: item.price_cents,
        image_url: item.image_url ?? null,
        ...itemNameTranslations(item),
      },
    };
  },

  removeFavoriteItem(c) {
    const { customer } = requireSelf(c);
    const favorites = c.db.table<FavoriteItemDoc>('favorite_items');
    const rows = favorites
      .byOwner(customer.id)
      .filter((r) => r.data.menu_item_id === c.payload.menu_item_id);
    if (!rows.length) fail(404, (t) => t.api_favoriteItemNotFound, 'favorite_not_found');
    for (const r of rows) favorites.delete(r.id);
    return { ok: true };
  },

  favoriteStores(c) {
    const { customer } = requireSelf(c);
    const stores = c.db
      .table<FavoriteStoreDoc>('favorite_stores')
      .byOwner(customer.id)
      .flatMap((r) => {
        const store = c.index.stores.get(r.data.store_id);
        return store ? [presentStore(c.index, store, c.now)] : [];
      });
    return { stores };
  },

  addFavoriteStore(c) {
    const { customer } = requireSelf(c);
    const store = findStore(c.index, c.payload.store_id);
    const favorites = c.db.table<FavoriteStoreDoc>('favorite_stores');
    const key = `${customer.id}:${store.store_id}`;
    if (!favorites.byKey(key))
      favorites.insert({ store_id: store.store_id }, { owner: customer.id, key });
    return { ok: true };
  },

  removeFavoriteStore(c) {
    const { customer } = requireSelf(c);
    const favorites = c.db.table<FavoriteStoreDoc>('favorite_stores');
    const row =
      favorites.byKey(`${customer.id}:${c.payload.store_id}`) ??
      fail(404, (t) => t.api_favoriteStoreNotFound, 'favorite_not_found');
    favorites.delete(row.id);
    return { ok: true };
  },

  savedCards(c) {
    const { customer } = requireSelf(c);
    const rows = c.db.table<CardDoc>('cards').byOwner(customer.id);
    const firstCredit = rows.find((r) => r.data.type === 'credit_card')?.id;
    const type = c.payload.type;
    return {
      cards: rows
        .filter((r) => type === undefined || r.data.type === type)
        .map((r) => presentCard(c.db, r, r.id === firstCredit)),
    };
  },

  saveCard(c) {
    const { customer } = requireSelf(c);
    const cards = c.db.table<CardDoc>('cards');
    const mine = cards.byOwner(customer.id);
    const p = c.payload;
    if ('token' in p) {
      const token = approvedToken(c.db, p.token);
      const row =
        mine.find((r) => r.data.token === p.token) ??
        cards.insert(
          {
            type: 'credit_card',
            brand: token.data.brand ?? 'Card',
            last4: token.data.last4 ?? '0000',
            exp_month: token.data.exp_month ?? 12,
            exp_year: token.data.exp_year ?? 2099,
            token: p.token,
          },
          { owner: customer.id },
        );
      const firstCredit = [...mine, row].find((r) => r.data.type === 'credit_card')!;
      return { card: presentCard(c.db, row, firstCredit.id === row.id) };
    }
    const gift = c.db.table<GiftCardDoc>('gift_cards').byKey(p.gift_card_number);
    if (gift && p.pin === undefined)
      fail(400, (t) => `pin: ${t.api_giftPinRequired}`, 'pin_required');
    if (!gift || gift.data.pin !== p.pin)
      fail(400, (t) => t.api_invalidGiftCard, 'invalid_gift_card');
    const row =
      mine.find((r) => r.data.gift_card_number === p.gift_card_number) ??
      cards.insert(
        {
          type: 'gift_card',
          brand: 'Gift card',
          last4: p.gift_card_number.slice(-4),
          gift_card_number: p.gift_card_number,
        },
        { owner: customer.id },
      );
    return { card: presentCard(c.db, row, false) };
  },

  deleteCard(c) {
    const { customer } = requireSelf(c);
    const cards = c.db.table<CardDoc>('cards');
    cards.delete(owned(cards.get(c.payload.card_id), customer.id, 'card').id);
    return { ok: true };
  },
};
