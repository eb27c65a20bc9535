/**
 * The product page's installment line and dialog: the highest count and the lowest monthly
 * amount of the checkout's bank tables, for the unit, the committed quantity and the price's currency
 * (in TRY with tax, as a card pays), shown only when the store takes cards and the product is priced.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { Currency, HostConfig, Settings } from '../../src/contract/hostConfig';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Product } from '../../src/contract/catalog';
import type { PaymentAdvencePrice } from '../../src/contract/cart';
import type { BankOption } from '../../src/contract/payment';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { currencyChosen } from '../../src/store/chrome/currency';
import { InstallmentDialog } from '../../src/widgets/ProductDetail/InstallmentDialog';
import { ProductDetail } from '../../src/widgets/ProductDetail/ProductDetail';
import { makePackagedProduct } from '../support/cart';
import { bankPlans, FRAME_ORIGIN } from '../support/checkout';
import { makeProduct, makeUnit } from '../support/products';
import { createTestStore, renderWidget, TEST_ORIGIN, testConfig } from '../support/renderWidget';

const CURRENCIES: Currency[] = [
  { id: 1, code: 'TRY', exchangeRate: 1 },
  { id: 2, code: 'USD', exchangeRate: 32.5 },
];

/** Akbank: 1–12 at n − 1 % (12 at 11 %); Garanti: up to 3, at 0 % (no 12). */
const BANKS: BankOption[] = [
  { name: 'Akbank', logo: '', image: '', posPlans: bankPlans() },
  {
    name: 'Garanti BBVA',
    logo: '',
    image: '',
    posPlans: [
      { id: 201, installment: 1, commisionFee: 0, isDefault: true },
      { id: 203, installment: 3, commisionFee: 0, isDefault: false },
    ],
  },
];

function config(overrides: Partial<HostConfig> = {}, settings: Partial<Settings> = {}): HostConfig {
  return testConfig({
    paymentFrameOrigin: FRAME_ORIGIN,
    currencies: CURRENCIES,
    defaultCurrency: 1,
    settings: { ...DEFAULT_SETTINGS, ...settings },
    ...overrides,
  });
}

function renderDetail(
  product: Product,
  cfg = config(),
  banks: BankOption[] = BANKS,
  paymentOptions: PaymentAdvencePrice[] = [],
) {
  return renderWidget(
    <ProductDetail product={product} banks={banks} paymentOptions={paymentOptions} />,
    createTestStore(cfg),
  );
}

/** The cart's plans as the host sends them: the card plan (isVirtual) prices 5 % above the sale price. */
const PLANS: PaymentAdvencePrice[] = [
  { name: 'Peşin Fiyat', priceName: 'advencePrice1', varsayilan: true, isVirtual: false },
  { name: 'Kredi Kartı', priceName: 'advencePrice5', varsayilan: false, isVirtual: true },
];
/** 100 TL a piece on screen, 105 TL by card (a PAKET of 6 at 540 keeps its discount: 567). */
const cardPriced = () => makePackagedProduct({ advencePrice5: { value: 105, currency: 'TRY' } });

const line = () => screen.queryByText(/aya varan taksitlerle/);
const optionsButton = () => screen.getByRole('button', { name: 'Taksit Seçenekleri' });

describe('ProductDetail: the installment line', () => {
  it('shows the highest count and the lowest monthly amount under the price', () => {
    // 1 ADET: 100 TL + 20 % KDV = 120 TL; Akbank's 12 at 11 %: 133,20 / 12 = 11,10 (Garanti: 3 × 40).
    renderDetail(makePackagedProduct());
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 11,10 TL');
    expect(optionsButton()).toBeTruthy();
  });

  it('follows the unit', async () => {
    const user = userEvent.setup();
    renderDetail(makePackagedProduct());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birim' }), 'PAKET');
    // 1 PAKET: 540 + 20 % = 648; × 1,11 = 719,28; / 12 = 59,94.
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 59,94 TL');
  });

  it('follows the quantity when it is committed (Enter or leaving the field), not key by key', async () => {
    const user = userEvent.setup();
    renderDetail(makePackagedProduct());
    const quantity = screen.getByRole('textbox', { name: 'Miktar' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 11,10 TL');
    await user.keyboard('{Enter}');
    // 3 × 120 = 360; × 1,11 = 399,60; / 12 = 33,30.
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 33,30 TL');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 33,30 TL');
    await user.tab();
    // 5 × 120 = 600; × 1,11 = 666; / 12 = 55,50.
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 55,50 TL');
  });

  it('converts a price in another currency to TRY as the checkout does; the shown currency changes the price, not the TL amount', async () => {
    const usd = { value: 10, currency: 'USD' };
    const list = { value: 12, currency: 'USD' };
    const product = makeProduct({
      salePrice: usd,
      listPrice: list,
      units: [makeUnit({ defaultPrice: usd, listPrice: list })],
    });
    const { store } = renderDetail(product);
    // 10 USD × 32,5 = 325 TL + 20 % = 390; × 1,11 = 432,90; / 12 = 36,075 → 36,08 (half away from zero).
    expect(screen.getByText('₺325,00')).toBeTruthy();
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 36,08 TL');
    // (the choice is saved as CurrencyList saves it)
    const saved = nock(TEST_ORIGIN)
      .post('/api/catalog/settings', { key: 'defaultCurrency', value: 2 })
      .reply(200, {});
    act(() => {
      store.dispatch(currencyChosen(2));
    });
    expect(screen.getByText('$10,00')).toBeTruthy();
    // Cards are charged in TRY whatever currency the catalogue shows.
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 36,08 TL');
    await waitFor(() => expect(saved.isDone()).toBe(true));
  });

  it('without a 12 at any bank, says the highest count there is', () => {
    renderDetail(makePackagedProduct(), config(), [BANKS[1]!]);
    // 120 / 3 = 40.
    expect(line()?.textContent).toBe('3 aya varan taksitlerle aylık 40,00 TL');
  });

  it('respects installmentLimit as the checkout does: only an amount above it has installments', async () => {
    const user = userEvent.setup();
    renderDetail(makePackagedProduct(), config({}, { installmentLimit: 120 }));
    expect(line()).toBeNull();
    const quantity = screen.getByRole('textbox', { name: 'Miktar' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    // 240 > 120: 266,40 / 12 = 22,20.
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 22,20 TL');
  });

  it("is not shown for a 'Fiyat Sorunuz' product", () => {
    const zero = { value: 0, currency: 'TRY' };
    renderDetail(makeProduct({ salePrice: zero, units: [makeUnit({ defaultPrice: zero })] }));
    expect(screen.getAllByText('Fiyat Sorunuz').length).toBeGreaterThan(0);
    expect(line()).toBeNull();
  });

  it.each([
    [
      'for a product whose own sale price is 0 (its units priced)',
      makePackagedProduct({ salePrice: { value: 0, currency: 'TRY' } }),
      config(),
      BANKS,
    ],
    [
      'for a unit without a price',
      makeProduct({ units: [makeUnit({ defaultPrice: { value: 0, currency: 'TRY' } })] }),
      config(),
      BANKS,
    ],
    ['for a negative price', makeProduct({ salePrice: { value: -5, currency: 'TRY' } }), config(), BANKS],
    [
      'when the store takes no cards (no payment frame)',
      makeProduct(),
      config({ paymentFrameOrigin: '' }),
      BANKS,
    ],
    ['when the host sends no bank tables', makeProduct(), config(), []],
    [
      'when the banks offer single payments only',
      makeProduct(),
      config(),
      [{ name: 'Akbank', logo: '', image: '', posPlans: bankPlans().slice(0, 1) }],
    ],
  ])('is not shown %s', (_name, product, cfg, banks) => {
    renderDetail(product, cfg, banks);
    expect(line()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Taksit Seçenekleri' })).toBeNull();
  });

  it('is not shown without banks in the props (an older host)', () => {
    renderWidget(<ProductDetail product={makeProduct()} />, createTestStore(config()));
    expect(line()).toBeNull();
  });
});

describe('ProductDetail: installments at the card plan’s price', () => {
  it('works the line out on the card plan’s price, what a cart paid by card is charged', async () => {
    const user = userEvent.setup();
    renderDetail(cardPriced(), config(), BANKS, PLANS);
    // The page shows the sale price; a card pays 105 + 20 % = 126; × 1,11 = 139,86; / 12 = 11,655 → 11,66.
    expect(screen.getByText('₺100,00', { exact: false })).toBeTruthy();
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 11,66 TL');
    // A PAKET by card: 105 × 540 / 100 = 567 + 20 % = 680,40; × 1,11 = 755,244; / 12 = 62,937 → 62,94.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birim' }), 'PAKET');
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 62,94 TL');
  });

  it('says in the dialog that the card plan’s price applies, and works the tables out on it', async () => {
    const user = userEvent.setup();
    renderDetail(cardPriced(), config(), BANKS, PLANS);
    await user.click(optionsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(dialog).getByText('Kartla ödemede Kredi Kartı fiyatı geçerlidir.')).toBeTruthy();
    expect(within(dialog).getByText(/^1 ADET için KDV dahil 126,00 TL üzerinden/)).toBeTruthy();
    const twelve = within(within(dialog).getByRole('table', { name: 'Akbank' })).getByRole('row', {
      name: /^12 Taksit/,
    });
    expect(
      within(twelve)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₺11,66', '₺139,86']);
  });

  it('without a card plan, works on the price on screen and says nothing of a card price', async () => {
    const user = userEvent.setup();
    renderDetail(cardPriced(), config(), BANKS, PLANS.slice(0, 1));
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 11,10 TL');
    await user.click(optionsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(dialog).queryByText(/fiyatı geçerlidir/)).toBeNull();
    expect(within(dialog).getByText(/^1 ADET için KDV dahil 120,00 TL üzerinden/)).toBeTruthy();
  });

  it('judges installmentLimit on the card amount, as the checkout does', () => {
    // 120 on screen is not above 120; the 126 a card pays is.
    renderDetail(cardPriced(), config({}, { installmentLimit: 120 }), BANKS, PLANS);
    expect(line()?.textContent).toBe('12 aya varan taksitlerle aylık 11,66 TL');
  });

  it('shows the card plan’s name as text, whatever it holds', async () => {
    const user = userEvent.setup();
    const hostile = "Kart $& $` $' $1 <script>alert(1)</script>\nx\u0000";
    const plans = [{ ...PLANS[1]!, name: hostile }];
    renderDetail(cardPriced(), config(), BANKS, plans);
    await user.click(optionsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' });
    const said = within(dialog).getByText(/fiyatı geçerlidir/);
    expect(said.textContent).toBe(`Kartla ödemede ${hostile} fiyatı geçerlidir.`);
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('in English', async () => {
    registerLabelTable('en', en);
    const user = userEvent.setup();
    const plans = [{ ...PLANS[1]!, name: 'Credit card' }];
    renderDetail(cardPriced(), config({ locale: 'en' }), BANKS, plans);
    expect(screen.getByText(/installments, from/).textContent).toBe(
      'Up to 12 installments, from 11,66 TL a month',
    );
    await user.click(screen.getByRole('button', { name: 'Installment options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installment options' });
    expect(within(dialog).getByText('Paid by card, the Credit card price applies.')).toBeTruthy();
    expect(within(dialog).getByText(/^Worked out on 126,00 TL including VAT for 1 ADET\./)).toBeTruthy();
  });
});

describe('ProductDetail: the installment dialog, keyboard only', () => {
  it('Enter opens every bank’s table for the amount on screen; Escape closes it and the focus returns', async () => {
    const user = userEvent.setup();
    renderDetail(makePackagedProduct());
    const button = optionsButton();
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(dialog).getByText('Viko Karre Anahtar')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '1 ADET için KDV dahil 120,00 TL üzerinden hesaplanmıştır. Taksitler Türk lirası olarak, banka komisyonu eklenerek çekilir.',
      ),
    ).toBeTruthy();
    const akbank = within(dialog).getByRole('table', { name: 'Akbank' });
    const twelve = within(akbank).getByRole('row', { name: /^12 Taksit/ });
    expect(
      within(twelve)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['₺11,10', '₺133,20']);
    const garanti = within(dialog).getByRole('table', { name: 'Garanti BBVA' });
    expect(
      within(within(garanti).getByRole('row', { name: /^12 Taksit/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—']);
    expect(
      within(within(garanti).getByRole('row', { name: /^3 Taksit/ })).getAllByRole('cell')[0]!.textContent,
    ).toBe('₺40,00');
    expect(document.activeElement).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    // Open again (the chunk is there now): the table follows the unit chosen meanwhile.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birim' }), 'PAKET');
    optionsButton().focus();
    await user.keyboard('{Enter}');
    const again = screen.getByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(again).getByText(/^1 PAKET için KDV dahil 648,00 TL/)).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ProductDetail: the installment dialog and installmentLimit', () => {
  it.each([
    ['at', 120, false],
    ['just below', 119.99, true],
  ])('has the bank tables only for an amount above the limit: %s it', (_where, limit, shown) => {
    renderWidget(
      <InstallmentDialog
        productName="Viko $& $` $' $1 <script>x</script>"
        quantity="1 ADET"
        amount={120}
        cardPlanName={null}
        banks={BANKS}
        onClose={() => {}}
      />,
      createTestStore(config({}, { installmentLimit: limit })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(dialog).getByText("Viko $& $` $' $1 <script>x</script>")).toBeTruthy();
    expect(within(dialog).queryByRole('table', { name: 'Akbank' }) !== null).toBe(shown);
    expect(within(dialog).queryByRole('region', { name: 'Bankaların Taksit Seçenekleri' }) !== null).toBe(
      shown,
    );
  });

  it('offers no line, so no dialog, for an amount at the limit; above it the dialog has the tables', async () => {
    const user = userEvent.setup();
    renderDetail(makePackagedProduct(), config({}, { installmentLimit: 120 }));
    expect(screen.queryByRole('button', { name: 'Taksit Seçenekleri' })).toBeNull();
    const quantity = screen.getByRole('textbox', { name: 'Miktar' });
    await user.clear(quantity);
    await user.type(quantity, '2{Enter}');
    await user.click(optionsButton());
    const dialog = await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' });
    expect(within(dialog).getByRole('table', { name: 'Akbank' })).toBeTruthy();
  });
});

describe('ProductDetail: the installment line in English', () => {
  it('says the count and the amount, and opens the options', async () => {
    registerLabelTable('en', en);
    const user = userEvent.setup();
    renderDetail(makePackagedProduct(), config({ locale: 'en' }));
    expect(screen.getByText(/installments, from/).textContent).toBe(
      'Up to 12 installments, from 11,10 TL a month',
    );
    await user.click(screen.getByRole('button', { name: 'Installment options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Installment options' });
    expect(
      within(dialog).getByText(
        'Worked out on 120,00 TL including VAT for 1 ADET. Installments are charged in Turkish lira, with the bank’s commission added.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Installment options of the banks' })).toBeTruthy();
  });
});

describe('ProductDetail: the name in its own language', () => {
  it('an English page marks the heading of a product the store gave no English name lang="tr"', async () => {
    registerLabelTable('en', en);
    const name = "Anahtar $& $1 $' <script>x</script>";
    renderDetail(makePackagedProduct({ name, nameLang: 'tr' }), config({ locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name }).getAttribute('lang')).toBe('tr');
    expect(document.querySelector('script')).toBeNull();
  });

  it('an English name, or a Turkish page, is not marked', () => {
    const view = renderDetail(makePackagedProduct({ name: 'Switch' }), config({ locale: 'en' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Switch' }).hasAttribute('lang')).toBe(false);
    view.unmount();
    renderDetail(makePackagedProduct({ name: 'Anahtar', nameLang: 'tr' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Anahtar' }).hasAttribute('lang')).toBe(false);
  });
});
