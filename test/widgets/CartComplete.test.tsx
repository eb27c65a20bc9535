import { screen, within } from '@testing-library/react';
import type { Order } from '../../src/contract/orders';
import { CartComplete } from '../../src/widgets/CartComplete/CartComplete';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    orderNo: 'SIP-000041',
    date: '2026-11-23T10:00:00.000Z',
    isCancel: false,
    description: 'Kapıya teslim edilsin.',
    advencePrice: 'advencePrice1',
    creator: 'Demir Yapı Market',
    branch: null,
    currency: 'TRY',
    subtotal: 1100,
    taxTotal: 220,
    total: 1320,
    status: 'placed',
    placedBy: null,
    approvedBy: null,
    rejectReason: '',
    rejectedBy: null,
    decidedAt: null,
    placedByRepresentative: null,
    orderItems: [
      {
        id: 1,
        product: { id: 7, seo: 'viko-karre-priz' },
        image: 'priz.png',
        name: 'Viko Karre Priz',
        code: '90960004',
        quantity: 10,
        productUnit: { value: 'ADET', multiplier: 1 },
        tax: 20,
        price: 50,
        total: 500,
      },
      {
        id: 2,
        product: { id: 8, seo: 'nya-kablo' },
        image: '',
        name: 'NYA Kablo',
        code: 'NYA-2,5',
        quantity: 2,
        productUnit: { value: 'KANGAL', multiplier: 100 },
        tax: 20,
        price: 300,
        total: 600,
      },
    ],
    ...overrides,
  };
}

const props = (o: Order) => JSON.parse(JSON.stringify({ order: o })) as Record<string, unknown>;

describe('CartComplete (the order success page)', () => {
  it('says the order succeeded, with its number, lines, summary and note', () => {
    renderWidget(<CartComplete {...props(order())} />);
    expect(screen.getByRole('heading', { name: 'Siparişiniz başarılı.' })).toBeTruthy();
    expect(screen.getByText('SIP-000041')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cable = within(rows[1]!);
    expect(cable.getByRole('link', { name: 'NYA Kablo' }).getAttribute('href')).toBe('/nya-kablo-p-8');
    for (const text of ['NYA-2,5', '2', 'KANGAL', '₺300,00', '₺600,00'])
      expect(cable.getByText(text)).toBeTruthy();
    // The missing image falls back to the 404 image.
    expect(cable.getByRole('img').getAttribute('alt')).toBe('Not Found');
    expect(screen.getByText('Kapıya teslim edilsin.')).toBeTruthy();
    const totals = document.querySelector('.b2b-order-complete__totals')!.textContent;
    expect(totals).toBe('Ara Toplam₺1.100,00KDV₺220,00Genel Toplam₺1.320,00');
  });

  // An empty note is stored empty and shown with the spec's default in the viewer's language.
  it("shows 'Sipariş notu yok' for an order without a note, and 'No order note' in English", () => {
    const { unmount } = renderWidget(<CartComplete {...props(order({ description: '' }))} />);
    const note = screen.getByRole('heading', { name: 'Açıklama' }).parentElement!;
    expect(within(note).getByText('Sipariş notu yok')).toBeTruthy();
    unmount();
    registerLabelTable('en', en);
    renderWidget(
      <CartComplete {...props(order({ description: '  ' }))} />,
      createTestStore(testConfig({ locale: 'en' })),
    );
    const english = screen.getByRole('heading', { name: 'Description' }).parentElement!;
    expect(within(english).getByText('No order note')).toBeTruthy();
    expect(screen.queryByText('Sipariş notu yok')).toBeNull();
  });

  it.each([
    [
      'tr',
      'Siparişiniz onaya gönderildi.',
      'Siparişiniz şirketinizin onaylayıcılarının kararını bekliyor: onaylanınca sipariş verilir, reddedilirse nedenini Siparişlerim sayfasında görürsünüz.',
      'SIP-000041 numaralı siparişi Siparişlerim sayfasında görün',
      /başarılı/,
    ],
    [
      'en',
      'Your order was sent for approval.',
      "It now waits for your company's approvers: once approved, the order is placed; if it is rejected, My orders shows why.",
      'See order SIP-000041 in My orders',
      /success|complete/i,
    ],
  ] as const)(
    'an order waiting for approval: says so, who decides, and links to it in the order list (%s)',
    (locale, heading, who, link, notDone) => {
      registerLabelTable('en', en);
      const hostile = "Not $& $` $' $1 <script>x</script>\nikinci satır";
      renderWidget(
        <CartComplete {...props(order({ status: 'waiting', description: hostile }))} />,
        createTestStore(testConfig({ locale, basePath: '/magaza' })),
      );
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByText(who)).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(
        '/magaza/hesap/siparisler#siparis-SIP-000041',
      );
      expect(screen.queryByText(notDone)).toBeNull();
      expect(document.querySelector('.b2b-order-complete__note p')!.textContent).toBe(hostile);
    },
  );

  it('rejects props of the wrong shape (the island shows its bad-props state)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<CartComplete order={{ id: 'x' }} />)).toThrow(
      expect.objectContaining({ name: 'DecodeError' }),
    );
    errors.mockRestore();
  });
});
