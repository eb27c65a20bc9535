import { fireEvent, screen, within } from '@testing-library/react';
import { Carts } from '../../src/widgets/Carts/Carts';
import { renderWidget } from '../support/renderWidget';

const item = (n: number, link = `/urun-${n}-p-${n}`) => ({
  productName: `Ürün ${n}`,
  productCode: `K-${n}`,
  productQuantity: n * 2,
  link,
});

afterEach(() => jest.restoreAllMocks());

describe('Carts', () => {
  it('shows a card per customer with product name, code and quantity', () => {
    renderWidget(
      <Carts
        carts={[
          { userName: 'Demir Yapı Market', items: [item(1), item(2)] },
          { userName: 'Yıldız Elektrik', items: [item(3)] },
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Müşteri Sepetleri' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Demir Yapı Market2 ürün');
    const table = within(cards[0]!).getByRole('table', { name: /Demir Yapı Market/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ürün Adı', 'Ürün Kodu', 'Miktar']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Ürün 1 (yeni pencerede açılır)', 'K-1', '2']);
  });

  it('names a cart without a user with the guest label', () => {
    renderWidget(<Carts carts={[{ userName: '', items: [item(1)] }]} />);
    expect(screen.getByRole('heading').textContent).toContain('Misafir');
  });

  it('opens the product in a new tab from the link and from anywhere on the row', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWidget(<Carts carts={[{ userName: 'A', items: [item(7)] }]} />);
    const link = screen.getByRole('link', { name: 'Ürün 7 (yeni pencerede açılır)' });
    expect(link.getAttribute('href')).toBe('/urun-7-p-7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByText('K-7'));
    expect(open).toHaveBeenCalledWith('/urun-7-p-7', '_blank', 'noopener,noreferrer');
    // A click on the link itself is the browser's: not opened twice.
    open.mockClear();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(open).not.toHaveBeenCalled();
  });

  it('never links or opens a link that is not a site path or http(s)', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderWidget(<Carts carts={[{ userName: 'A', items: [item(1, 'javascript:alert(1)')] }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByText('K-1'));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the no-cart-data message when no cart has items', () => {
    renderWidget(<Carts carts={[{ userName: 'A', items: [] }]} />);
    expect(screen.getByText('Sepet verisi bulunmamaktadır.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('rejects carts of the wrong shape', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWidget(<Carts carts={[{ userName: 'A' }]} />)).toThrow(/carts\[0\]\.items/);
  });
});
