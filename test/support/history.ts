import type { Offer, OfferItem, OfferListAnswer } from '../../src/contract/offers';
import type { Order, OrderItem, OrderListAnswer } from '../../src/contract/orders';

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    product: { id: 11, seo: 'viko-karre-anahtar' },
    image: '/images/vk-1001.png',
    name: 'Viko Karre Anahtar',
    code: 'VK-1001',
    quantity: 2,
    productUnit: { value: 'ADET', multiplier: 1 },
    tax: 20,
    price: 100,
    total: 200,
    ...overrides,
  };
}

/** An active order of two lines in TRY; override what a test is about. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    orderNo: 'SP100001',
    date: '2025-03-14T09:30:00.000Z',
    isCancel: false,
    // An order without a note stores ''.
    description: '',
    advencePrice: '',
    creator: 'Yıldız Elektrik',
    branch: 'Kadıköy Şube',
    currency: 'TRY',
    subtotal: 350,
    taxTotal: 70,
    total: 420,
    status: 'placed',
    placedBy: null,
    approvedBy: null,
    rejectReason: '',
    rejectedBy: null,
    decidedAt: null,
    placedByRepresentative: null,
    orderItems: [
      makeOrderItem(),
      makeOrderItem({ id: 2, code: 'VK-2002', name: 'Viko Priz', quantity: 3, price: 50, total: 150 }),
    ],
    ...overrides,
  };
}

export function orderPage(orders: Order[], page = 1, total = orders.length, limit = 10): OrderListAnswer {
  return { orders, total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

export function makeOfferItem(overrides: Partial<OfferItem> = {}): OfferItem {
  return {
    id: 1,
    productId: 11,
    code: 'VK-1001',
    name: 'Viko Karre Anahtar',
    quantity: 40,
    price: 100,
    profit: 15,
    taxRate: 20,
    order: 0,
    image: '/images/vk-1001.png',
    unit: { id: 111, value: 'ADET', multiplier: 1 },
    ...overrides,
  };
}

/** An active offer of two lines with a customer; override what a test is about. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    orderNo: 'TK100001',
    date: '2025-03-14T14:00:00.000Z',
    isCancel: false,
    customerName: 'Mehmet Demir',
    customerCompanyName: 'Demir İnşaat A.Ş.',
    customerEmail: 'mehmet@demir.com.tr',
    customerPhone: '0532 987 65 43',
    description: 'Teklif geçerlilik süresi 15 gündür.',
    currency: 'TRY',
    total: 4637.05,
    createdBy: null,
    madeByRepresentative: null,
    offerItems: [
      makeOfferItem(),
      makeOfferItem({
        id: 2,
        productId: 12,
        code: 'VK-2002',
        name: 'Viko Priz',
        quantity: 3,
        price: 12.35,
        profit: 0,
        taxRate: 10,
        order: 1,
      }),
    ],
    ...overrides,
  };
}

export function offerPage(offers: Offer[], page = 1, total = offers.length, limit = 10): OfferListAnswer {
  return {
    offers,
    total,
    page,
    limit,
    pages: Math.max(1, Math.ceil(total / limit)),
    user_logo: '/images/bayi-logo.png',
    user_address: {
      name: 'Yıldız Elektrik Taahhüt Ltd. Şti.',
      address: 'Bağdat Cad. No: 112/3',
      town: 'Kadıköy',
      city: 'İstanbul',
      number: '0216 345 67 89',
    },
  };
}
