import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { RunningAppStore } from '../../src/app/createAppStore';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { QuickOrder } from '../../src/widgets/QuickOrder/QuickOrder';
import { customerConfig, makePackagedProduct } from '../support/cart';
import { createTestStore, renderWidget, TEST_ORIGIN } from '../support/renderWidget';

/*
 * 'Barkod Okut' without a camera: jsdom gets a fake getUserMedia (a stream whose track
 * records being stopped) and a fake BarcodeDetector (what it "sees" is set by the test), on jest's
 * clock. The lookups are answered by nock.
 */
let tests = 0;
let BASE = '';
beforeEach(() => {
  BASE = `/qo-camera-${++tests}`;
});

const A = makePackagedProduct({ id: 1, code: '90960002', name: 'Karre Anahtar', quantity: 500 });

let inView: string[] = [];
class FakeBarcodeDetector {
  static getSupportedFormats = () =>
    Promise.resolve(['aztec', 'code_128', 'ean_13', 'ean_8', 'qr_code', 'upc_a', 'upc_e']);
  detect = () => Promise.resolve(inView.map((rawValue) => ({ rawValue })));
}

let track: { stop: jest.Mock };
let getUserMedia: jest.Mock;
let beeps: number[];
let vibrate: jest.Mock;
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createGain = () => ({
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    connect: (n: unknown) => n,
  });
  createOscillator = () => {
    const oscillator = {
      type: '',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => beeps.push(oscillator.frequency.value),
      stop() {},
    };
    return oscillator;
  };
}

const define = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { configurable: true, writable: true, value });

const stores: RunningAppStore[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  inView = [];
  beeps = [];
  track = { stop: jest.fn() };
  getUserMedia = jest.fn(() => Promise.resolve({ getTracks: () => [track] }));
  vibrate = jest.fn(() => true);
  define(window, 'isSecureContext', true);
  define(navigator, 'mediaDevices', { getUserMedia });
  define(navigator, 'vibrate', vibrate);
  define(window, 'BarcodeDetector', FakeBarcodeDetector);
  define(window, 'AudioContext', FakeAudioContext);
  jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const store of stores.splice(0)) store.rootTask.cancel();
  jest.restoreAllMocks();
  jest.useRealTimers();
  for (const key of ['BarcodeDetector', 'AudioContext'])
    delete (window as unknown as Record<string, unknown>)[key];
});

async function renderPad(locale: 'tr' | 'en' = 'tr') {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let codes: string[] = [];
  nock(TEST_ORIGIN)
    .post(`${BASE}/api/catalog/product-lookup`, (body: { codes?: string[] }) => {
      codes = body.codes ?? [];
      return true;
    })
    .reply(200, () => ({
      codes: codes.map((code) => ({ code, productId: code === A.barcode ? 1 : null, unitId: null })),
      products: codes.includes(A.barcode) ? [A] : [],
    }))
    .persist();
  nock(TEST_ORIGIN).get(`${BASE}/api/catalog/cart`).reply(200, []);
  const store = createTestStore(customerConfig({ basePath: BASE, locale }));
  stores.push(store);
  renderWidget(<QuickOrder />, store);
  await screen.findByRole('table', { name: locale === 'tr' ? 'Hızlı Sipariş' : 'Quick order' });
  return { user, store };
}

const watch = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const rowOf = (n: number) => screen.getByRole('rowheader', { name: String(n) }).closest('tr')!;

describe('the camera scanner of the quick order pad', () => {
  it('reads a barcode held up to the camera into the pad, confirms it, and stops the camera on close', async () => {
    const { user } = await renderPad();
    const button = screen.getByRole('button', { name: 'Barkod Okut' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Barkod Okut' });
    expect(within(dialog).getByLabelText('Kamera görüntüsü').tagName).toBe('VIDEO');
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    await within(dialog).findByText('Barkodu çerçevenin içine tutun; okunan her ürün listeye eklenir.');

    inView = [A.barcode];
    await watch(600);
    expect(await within(dialog).findByText('Okundu: Karre Anahtar, 1. satıra 1 ADET eklendi.')).toBeTruthy();
    expect(within(rowOf(1)).getByRole('link', { name: 'Karre Anahtar' })).toBeTruthy();
    expect(dialog.querySelector('.b2b-scanner__guide--ok')).not.toBeNull();
    expect(vibrate).toHaveBeenCalledWith(60);
    expect(beeps).toEqual([1760]);
    // Held in view: still one.
    await watch(1000);
    expect(beeps).toHaveLength(1);
    expect(dialog.querySelector('.b2b-scanner__guide--ok')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(track.stop).toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('the sound can be turned off, and stays off the next time', async () => {
    const { user } = await renderPad();
    await user.click(screen.getByRole('button', { name: 'Barkod Okut' }));
    const sound = await screen.findByRole('checkbox', { name: 'Okutunca ses çıkar' });
    expect((sound as HTMLInputElement).checked).toBe(true);
    await user.click(sound);
    expect(window.localStorage.getItem('b2b-scan-sound')).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Bitti' }));
    await user.click(screen.getByRole('button', { name: 'Barkod Okut' }));
    const again = await screen.findByRole('checkbox', { name: 'Okutunca ses çıkar' });
    expect((again as HTMLInputElement).checked).toBe(false);
    inView = ['4006381333931'];
    await watch(600);
    await within(screen.getByRole('dialog')).findByText(
      '“4006381333931” koduyla bir ürün bulunamadı; 1. satırda listede duruyor.',
    );
    expect(beeps).toEqual([]);
    // A problem vibrates differently from a find.
    expect(vibrate).toHaveBeenCalledWith([80, 60, 80]);
  });

  it('permission refused: said plainly, the pad still works by hand, and it can be asked again', async () => {
    const { user } = await renderPad();
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    await user.click(screen.getByRole('button', { name: 'Barkod Okut' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Kamera izni verilmedi. Tarayıcının adres çubuğundaki kamera simgesinden izin verip tekrar deneyin.',
    );
    expect(alert.textContent).toContain('Kodları listeye elle yazmaya devam edebilirsiniz.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await screen.findByText('Barkodu çerçevenin içine tutun; okunan her ürün listeye eklenir.');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('a page not on HTTPS never asks for the camera and says why', async () => {
    define(window, 'isSecureContext', false);
    const { user } = await renderPad();
    await user.click(screen.getByRole('button', { name: 'Barkod Okut' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Kamera yalnızca güvenli (HTTPS) bağlantıda kullanılabilir.',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).toBeNull();
  });

  it('no camera, in English', async () => {
    registerLabelTable('en', en);
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('none'), { name: 'NotFoundError' }));
    const { user } = await renderPad('en');
    await user.click(screen.getByRole('button', { name: 'Scan barcode' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No camera was found on this device.');
    expect(alert.textContent).toContain('You can keep typing codes into the list by hand.');
  });

  it('a browser without a detector whose WebAssembly reader cannot load says the camera cannot read here', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    delete (window as unknown as Record<string, unknown>).BarcodeDetector;
    const { user } = await renderPad();
    await user.click(screen.getByRole('button', { name: 'Barkod Okut' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Bu tarayıcıda kamerayla barkod okunamıyor.',
    );
    // No reader, no camera: it is turned off while the view still says why.
    await watch(100);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
