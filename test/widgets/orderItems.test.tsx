import { screen, within } from '@testing-library/react';
import { formatMoney } from '../../src/domain/shared/money';
import { OrderItems } from '../../src/widgets/shared/historyTable/OrderItems';
import { makeOrder, makeOrderItem } from '../support/history';
import { renderWidget } from '../support/renderWidget';

// The unfolded order of the order list and of the approval queue: one component, the note optional.
const HOSTILE = {
  name: 'Anahtar $& $1 <script>alert(1)</script>',
  code: 'VK\u0000-1001',
  unit: 'PAKET\r\nKOLİ',
  note: 'Kapıya bırakın $& \n<b>acil</b>',
  branch: 'Şube <img src=x onerror=alert(1)>',
  orderNo: 'SP$&1',
};

const order = (description: string) =>
  makeOrder({
    orderNo: HOSTILE.orderNo,
    branch: HOSTILE.branch,
    description,
    orderItems: [
      makeOrderItem({
        name: HOSTILE.name,
        code: HOSTILE.code,
        quantity: 4,
        productUnit: { value: HOSTILE.unit, multiplier: 6 },
        price: 12.5,
        total: 50,
      }),
    ],
  });

const sumLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.b2b-history__sums dt')].map((dt) => dt.textContent);

describe('the lines of an unfolded order', () => {
  it('shows each line’s image, code, name (a link to the product), quantity with unit, price and total as text', () => {
    const { container } = renderWidget(<OrderItems order={order('')} withNote />);
    const table = screen.getByRole('table', { name: `${HOSTILE.orderNo} numaralı siparişin ürünleri` });
    const [row] = within(table).getAllByRole('row').slice(1);
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      null,
      'Ürün Kodu',
      'Ürün Adı',
      'Miktar',
      'Birim Fiyat',
      'Tutar',
    ]);
    expect(cells[1]!.textContent).toBe(HOSTILE.code);
    expect(within(cells[2]!).getByRole('link').textContent).toBe(HOSTILE.name);
    expect(within(cells[2]!).getByRole('link').getAttribute('href')).toBe('/viko-karre-anahtar-p-11');
    expect(cells[3]!.textContent).toBe(`4 ${HOSTILE.unit}`);
    expect(cells[4]!.textContent).toBe(formatMoney(12.5, 'TRY'));
    expect(cells[5]!.textContent).toBe(formatMoney(50, 'TRY'));
    expect(container.querySelector('script, img[onerror], b')).toBeNull();
  });

  it('with the note: branch, note, subtotal, tax and the grand total; a blank note says there is none', () => {
    const { container, unmount } = renderWidget(<OrderItems order={order('')} withNote />);
    expect(sumLabels(container)).toEqual(['Şube', 'Açıklama', 'Ara Toplam', 'KDV', 'Genel Toplam']);
    expect(container.querySelector('.b2b-history__note dd')!.textContent).toBe('Sipariş notu yok');
    unmount();
    const written = renderWidget(<OrderItems order={order(HOSTILE.note)} withNote />);
    expect(written.container.querySelector('.b2b-history__note dd')!.textContent).toBe(HOSTILE.note);
    expect(written.container.querySelector('b')).toBeNull();
  });

  it('without the note (the approval queue shows it on the order’s row): no note among the sums', () => {
    const { container } = renderWidget(<OrderItems order={order(HOSTILE.note)} withNote={false} />);
    expect(sumLabels(container)).toEqual(['Şube', 'Ara Toplam', 'KDV', 'Genel Toplam']);
    expect(container.querySelector('.b2b-history__note')).toBeNull();
    expect(screen.queryByText(HOSTILE.note)).toBeNull();
    expect(container.querySelector('.b2b-history__sums dd')!.textContent).toBe(HOSTILE.branch);
  });
});
