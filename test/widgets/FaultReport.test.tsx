import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import { faultReportOpenRequested } from '../../src/store/core/ui';
import { FaultReport } from '../../src/widgets/FaultReport/FaultReport';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

const CATEGORIES = '/api/catalog/faultreport/basecategories';
const PRODUCTS = '/api/catalog/faultreport/product';
const TOP = [
  { id: 1, name: 'Anahtar ve Prizler' },
  { id: 11, name: 'Sigorta ve Şalt' },
];
const SWITCHES = [{ id: 2, name: 'Anahtarlar' }];
const ITEMS = [
  { id: 1, name: 'Viko Karre Adi Anahtar Beyaz', code: '90960001' },
  { id: 10, name: 'Viko Linnera Adi Anahtar Beyaz', code: '90440001' },
];
let errorSpy: jest.SpyInstance;

beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** The host's fault report form, as server/views/pages/simple.ts renders it. */
function HostForm() {
  return (
    <form>
      <input id="productCode" name="productCode" defaultValue="" />
      <FaultReport inputName="productCode" />
      <textarea name="description" />
    </form>
  );
}

function tree() {
  nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
  nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, SWITCHES);
  nock(TEST_ORIGIN).get(`${CATEGORIES}/2`).reply(200, []);
  nock(TEST_ORIGIN).get(`${PRODUCTS}/2`).reply(200, ITEMS);
}

const dialog = () => screen.getByRole('dialog', { name: 'Ürün Seçiniz' });
const select = (label: string) => within(dialog()).getByLabelText(label) as HTMLSelectElement;
const optionTexts = (el: HTMLSelectElement) => Array.from(el.options).map((o) => o.textContent);

/** Opens the picker and walks down to the product select. */
async function walkToProducts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
  await waitFor(() => expect(select('Kategori').disabled).toBe(false));
  expect(optionTexts(select('Kategori'))).toEqual([
    'Kategori Seçiniz...',
    'Anahtar ve Prizler',
    'Sigorta ve Şalt',
  ]);
  await user.selectOptions(select('Kategori'), 'Anahtar ve Prizler');
  await waitFor(() => expect(select('Alt Kategori 1').disabled).toBe(false));
  expect(optionTexts(select('Alt Kategori 1'))).toEqual(['Alt Kategori Seçiniz...', 'Anahtarlar']);
  await user.selectOptions(select('Alt Kategori 1'), 'Anahtarlar');
  await waitFor(() => expect(select('Ürün').disabled).toBe(false));
  expect(optionTexts(select('Ürün'))).toEqual([
    'Ürün Seçiniz...',
    'Viko Karre Adi Anahtar Beyaz (90960001)',
    'Viko Linnera Adi Anahtar Beyaz (90440001)',
  ]);
}

describe('FaultReport picker', () => {
  it('walks the cascade and writes the chosen code into the host form, with input and change events', async () => {
    tree();
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    const input = document.getElementById('productCode') as HTMLInputElement;
    const events: string[] = [];
    input.addEventListener('input', () => events.push(`input:${input.value}`));
    input.addEventListener('change', () => events.push(`change:${input.value}`));
    await walkToProducts(user);
    await user.selectOptions(select('Ürün'), 'Viko Linnera Adi Anahtar Beyaz (90440001)');
    expect(input.value).toBe('90440001');
    expect(events).toEqual(['input:90440001', 'change:90440001']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ürün Seç' }));
    expect(screen.getByText('Ürün kodu 90440001 forma yazıldı.')).toBeTruthy();
  });

  it('shows a disabled select saying it loads while a level is on its way', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).delay(100).reply(200, TOP);
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    expect(select('Kategori').disabled).toBe(true);
    expect(optionTexts(select('Kategori'))).toEqual(['Yükleniyor...']);
    expect(within(dialog()).getByRole('status', { name: 'Yükleniyor...' })).toBeTruthy();
    await waitFor(() => expect(select('Kategori').disabled).toBe(false));
  });

  it('choosing another category drops the deeper selects', async () => {
    tree();
    nock(TEST_ORIGIN)
      .get(`${CATEGORIES}/11`)
      .delay(50)
      .reply(200, [{ id: 12, name: 'Sigortalar' }]);
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    await walkToProducts(user);
    await user.selectOptions(select('Kategori'), 'Sigorta ve Şalt');
    expect(within(dialog()).queryByLabelText('Ürün')).toBeNull();
    await waitFor(() => expect(optionTexts(select('Alt Kategori 1'))).toContain('Sigortalar'));
    expect(within(dialog()).queryByLabelText('Alt Kategori 2')).toBeNull();
  });

  it('a failed level says why and retries on its own', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).replyWithError('ECONNRESET');
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    await waitFor(() => expect(select('Kategori').disabled).toBe(false));
    await user.selectOptions(select('Kategori'), 'Anahtar ve Prizler');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain(
      'Liste yüklenemedi: Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    );
    // The level above keeps its choice.
    expect(select('Kategori').value).toBe('1');
    nock(TEST_ORIGIN).get(`${CATEGORIES}/1`).reply(200, SWITCHES);
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(optionTexts(select('Alt Kategori 1'))).toContain('Anahtarlar'));
  });

  it('a category without products says so', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    nock(TEST_ORIGIN).get(`${CATEGORIES}/11`).reply(200, []);
    nock(TEST_ORIGIN).get(`${PRODUCTS}/11`).reply(200, []);
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    await waitFor(() => expect(select('Kategori').disabled).toBe(false));
    await user.selectOptions(select('Kategori'), 'Sigorta ve Şalt');
    expect(await within(dialog()).findByText('Bu kategoride ürün bulunmamaktadır.')).toBeTruthy();
  });

  it('browsing the products with the arrow keys takes none; Enter takes the one shown', async () => {
    tree();
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    const input = document.getElementById('productCode') as HTMLInputElement;
    await walkToProducts(user);
    const products = select('Ürün');
    // What a browser does on ArrowDown in a closed select: the value moves and a change fires.
    fireEvent.keyDown(products, { key: 'ArrowDown' });
    fireEvent.change(products, { target: { value: '1' } });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(input.value).toBe('');
    expect(select('Ürün').value).toBe('1');
    fireEvent.keyDown(select('Ürün'), { key: 'Enter' });
    expect(input.value).toBe('90960001');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('updates a React-controlled host input too', async () => {
    tree();
    function ControlledHost() {
      const [code, setCode] = useState('');
      return (
        <form>
          <input name="productCode" value={code} onChange={(event) => setCode(event.target.value)} />
          <output data-testid="host-state">{code}</output>
          <FaultReport inputName="productCode" />
        </form>
      );
    }
    const user = userEvent.setup();
    renderWidget(<ControlledHost />);
    await walkToProducts(user);
    await user.selectOptions(select('Ürün'), 'Viko Karre Adi Anahtar Beyaz (90960001)');
    expect(screen.getByTestId('host-state').textContent).toBe('90960001');
  });

  it('without the named input it says so in the modal and logs it', async () => {
    tree();
    const user = userEvent.setup();
    renderWidget(<FaultReport inputName="urunKodu" />);
    await walkToProducts(user);
    await user.selectOptions(select('Ürün'), 'Viko Karre Adi Anahtar Beyaz (90960001)');
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'Ürün kodunun yazılacağı alan bu sayfada bulunamadı.',
    );
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('"urunKodu"'));
  });

  it('Escape closes; reopening keeps the choices made', async () => {
    tree();
    const user = userEvent.setup();
    renderWidget(<HostForm />);
    await walkToProducts(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ürün Seç' }));
    expect(select('Kategori').value).toBe('1');
    expect(select('Alt Kategori 1').value).toBe('2');
    expect(select('Ürün').disabled).toBe(false);
  });

  it('opens from outside (openFaultReport) even before the widget has mounted', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    const store = createTestStore();
    store.dispatch(faultReportOpenRequested());
    renderWidget(<HostForm />, store);
    await waitFor(() => expect(dialog()).toBeTruthy());
    await waitFor(() => expect(select('Kategori').disabled).toBe(false));
    await userEvent.setup().keyboard('{Escape}');
    act(() => {
      store.dispatch(faultReportOpenRequested());
    });
    await waitFor(() => expect(dialog()).toBeTruthy());
  });

  it('with two pickers on a page, openFaultReport opens one modal only', async () => {
    nock(TEST_ORIGIN).get(`${CATEGORIES}/0`).reply(200, TOP);
    const { store } = renderWidget(
      <>
        <HostForm />
        <HostForm />
      </>,
    );
    act(() => {
      store.dispatch(faultReportOpenRequested());
    });
    await waitFor(() => expect(select('Kategori').disabled).toBe(false));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('refuses data-props without inputName', () => {
    expect(() => renderWidget(<FaultReport />)).toThrow('inputName');
  });
});
