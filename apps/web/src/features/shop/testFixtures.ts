import type { Gift, OwnedGift } from '@dating/shared';
import { member } from '../../test/renderApp';

export const ROSE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const RING_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export const gifts: Gift[] = [
  { id: ROSE_ID, name: 'Rose', price: 99, image_url: '/files/gift/catalogue/rose-v1.webp' },
  {
    id: RING_ID,
    name: 'Diamond Ring',
    price: 10_000,
    image_url: '/files/gift/catalogue/ring-v1.webp',
  },
];

let counter = 0;
export function ownedGift(overrides: Partial<OwnedGift> = {}): OwnedGift {
  counter += 1;
  return {
    id: `cccccccc-cccc-4ccc-8ccc-${String(counter).padStart(12, '0')}`,
    gift_catalog_id: ROSE_ID,
    name: 'Rose',
    purchase_price: 99,
    sell_price: 79,
    image_url: '/files/gift/catalogue/rose-v1.webp',
    received_from: null,
    created_at: '2025-03-01T08:30:00.000Z',
    ...overrides,
  };
}

export const session = { status: 200, body: { user: member } };
