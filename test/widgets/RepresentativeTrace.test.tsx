/**
 * The trace of a sales representative's work: the customer's order list says 'Temsilci {ad}
 * tarafından verildi' on an order a representative placed, the offer list likewise on offers they
 * made, and the admin's customer carts page who changed each cart last. Names are data (hostile ones
 * show as text); Turkish and English; nothing when a company user did it or the host does not say.
 */
import { screen, within } from '@testing-library/react';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { offerListActions } from '../../src/store/history/offerList';
import { orderListActions } from '../../src/store/history/orderList';
import { Carts } from '../../src/widgets/Carts/Carts';
import { OfferList } from '../../src/widgets/OfferList/OfferList';
import { OrderList } from '../../src/widgets/OrderList/OrderList';
import { makeOffer, makeOrder, offerPage, orderPage } from '../support/history';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';
import { HOSTILE_NAMES } from '../support/representatives';

const stores: RunningAppStore[] = [];
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) {
    store.dispatch(orderListActions.closed());
    store.dispatch(offerListActions.closed());
  }
  nock.cleanAll();
  jest.restoreAllMocks();
});

async function orders(list = [makeOrder()], locale: 'tr' | 'en' = 'tr') {
  window.history.replaceState(null, '', '/hesap/siparisler');
  nock(TEST_ORIGIN).get('/api/catalog/orders').query(true).reply(200, orderPage(list));
  const store = createTestStore(testConfig({ locale }));
  stores.push(store);
  renderWidget(<OrderList />, store);
  await screen.findAllByRole('rowheader', {}, { timeout: 5000 });
}

async function offers(list = [makeOffer()], locale: 'tr' | 'en' = 'tr') {
  window.history.replaceState(null, '', '/teklif/liste');
  nock(TEST_ORIGIN).get('/api/catalog/offers').query(true).reply(200, offerPage(list));
  const store = createTestStore(testConfig({ locale }));
  stores.push(store);
  renderWidget(<OfferList />, store);
  await screen.findAllByRole('rowheader', {}, { timeout: 5000 });
}

const traceOf = (orderNo: string) =>
  screen
    .getByRole('rowheader', { name: orderNo })
    .closest('tr')!
    .querySelector('.b2b-history__representative');

const item = { productName: 'Ürün 1', productCode: 'K-1', productQuantity: 2, link: '/urun-1-p-1' };

describe('the order list', () => {
  it('says which order a representative placed, under who created it', async () => {
    await orders([
      makeOrder({ placedByRepresentative: 'Murat Plasiyer' }),
      makeOrder({ id: 2, orderNo: 'SP100002' }),
    ]);
    expect(traceOf('SP100001')!.textContent).toBe('Temsilci Murat Plasiyer tarafından verildi');
    expect(traceOf('SP100002')).toBeNull();
  });

  it('in English', async () => {
    registerLabelTable('en', en);
    await orders([makeOrder({ placedByRepresentative: 'Murat Plasiyer' })], 'en');
    expect(traceOf('SP100001')!.textContent).toBe('Placed by representative Murat Plasiyer');
  });

  it.each(HOSTILE_NAMES)('shows a representative named %j as text', async (name) => {
    await orders([makeOrder({ placedByRepresentative: name })]);
    expect(traceOf('SP100001')!.textContent).toBe(`Temsilci ${name} tarafından verildi`);
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('the offer list', () => {
  it('says which offer a representative made', async () => {
    await offers([
      makeOffer({ madeByRepresentative: 'Murat Plasiyer' }),
      makeOffer({ id: 2, orderNo: 'TK100002' }),
    ]);
    expect(traceOf('TK100001')!.textContent).toBe('Temsilci Murat Plasiyer tarafından hazırlandı');
    expect(traceOf('TK100002')).toBeNull();
  });

  it('in English, hostile names as text', async () => {
    registerLabelTable('en', en);
    await offers([makeOffer({ madeByRepresentative: "$& $' <script>" })], 'en');
    expect(traceOf('TK100001')!.textContent).toBe("Made by representative $& $' <script>");
  });
});

describe('the admin’s customer carts', () => {
  const cards = () =>
    within(screen.getByRole('list', { name: 'Müşteri Sepetleri' })).getAllByRole('listitem');

  it('says who changed each cart last, and when a representative did it for the customer', () => {
    renderWidget(
      <Carts
        carts={[
          {
            userName: 'Yıldız Elektrik',
            items: [item],
            lastChangedBy: { name: 'Murat Plasiyer', representative: true },
          },
          {
            userName: 'Demir Yapı',
            items: [item],
            lastChangedBy: { name: 'Ali Demir', representative: false },
          },
          { userName: 'Işık Aydınlatma', items: [item] },
        ]}
      />,
    );
    const [first, second, third] = cards();
    expect(first!.querySelector('.b2b-cart-card__changed')!.textContent).toBe(
      'Son değiştiren: Temsilci Murat Plasiyer',
    );
    expect(second!.querySelector('.b2b-cart-card__changed')!.textContent).toBe('Son değiştiren: Ali Demir');
    expect(third!.querySelector('.b2b-cart-card__changed')).toBeNull();
  });

  it.each(HOSTILE_NAMES)('shows a name %j as text', (name) => {
    renderWidget(
      <Carts carts={[{ userName: 'A', items: [item], lastChangedBy: { name, representative: true } }]} />,
    );
    expect(document.querySelector('.b2b-cart-card__changed')!.textContent).toBe(
      `Son değiştiren: Temsilci ${name}`,
    );
    expect(document.querySelector('script')).toBeNull();
  });

  it('in English', () => {
    registerLabelTable('en', en);
    renderWidget(
      <Carts
        carts={[{ userName: 'A', items: [item], lastChangedBy: { name: 'Murat', representative: true } }]}
      />,
      createTestStore(testConfig({ locale: 'en' })),
    );
    expect(document.querySelector('.b2b-cart-card__changed')!.textContent).toBe(
      'Last changed by representative Murat',
    );
  });
});
