import { act, screen } from '@testing-library/react';
import { COMPONENT_NAMES, EXTRA_COMPONENT_NAMES } from '../../src/contract/componentNames';
import { widgetRegistry } from '../../src/mount/registry';
import { skeletonHeights } from '../../src/mount/skeletonHeights';
import { createMountRuntime, type MountRuntime } from '../../src/mount/runtime';
import { isKnownWidgetName, KNOWN_WIDGET_NAMES } from '../../src/mount/widgetNames';
import { createTestStore } from '../support/renderWidget';

// The spec's named screens, in its order, typed out from the spec.
const SPEC_NAMES = [
  'ProductList',
  'ProductDetail',
  'CurrencyList',
  'OverdueDebtNotification',
  'CartIcon',
  'Cart',
  'Carts',
  'CartComplete',
  'Checkout',
  'AccountSetting',
  'Dashboard',
  'OnlineUsers',
  'Campaign',
  'ProductPrice',
  'ProductQuantity',
  'AddToCartButton',
  'OrderList',
  'OfferList',
  'LanguageList',
  'CookieButton',
  'SearchBar',
  'SocialMedia',
  'WarrantyInquiry',
  'FaultReport',
  'TopHeaderInfo',
];

describe('component names: the spec’s list, then the widgets beyond it', () => {
  it('keeps the spec’s 25 names first and unchanged, and adds QuickOrder and the company widgets after them', () => {
    expect(COMPONENT_NAMES.slice(0, SPEC_NAMES.length)).toEqual(SPEC_NAMES);
    expect(COMPONENT_NAMES.slice(SPEC_NAMES.length)).toEqual([...EXTRA_COMPONENT_NAMES]);
    expect(EXTRA_COMPONENT_NAMES).toEqual([
      'QuickOrder',
      'CompanyUsers',
      'ApprovalQueue',
      'ShoppingLists',
      'CustomerPicker',
      'ActingBanner',
      'RepresentativeBook',
    ]);
    expect(KNOWN_WIDGET_NAMES).toBe(COMPONENT_NAMES);
  });

  it('knows the spec’s names and the ones beyond it; anything else is unknown', () => {
    for (const name of [...SPEC_NAMES, 'QuickOrder', 'CompanyUsers', 'ApprovalQueue', 'ShoppingLists'])
      expect(isKnownWidgetName(name)).toBe(true);
    for (const name of ['quickorder', 'Quick Order', '', 'constructor', '__proto__'])
      expect(isKnownWidgetName(name)).toBe(false);
  });

  it.each(COMPONENT_NAMES)('%s is built: its registry chunk gives a component', async (name) => {
    const module = await widgetRegistry[name].load();
    expect(typeof module.default).toBe('function');
  });

  it('QuickOrder reserves more height on a phone, where its rows stack', () => {
    expect(skeletonHeights.QuickOrder!.phone).toBeGreaterThan(skeletonHeights.QuickOrder!.desktop);
  });
});

describe('the mount runtime and a name beyond the spec', () => {
  let runtime: MountRuntime | null = null;
  afterEach(() => {
    act(() => runtime?.stop());
    runtime = null;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('mounts QuickOrder from its placeholder and still reports unknown names', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML =
      '<div data-component="QuickOrder"></div><div data-component="HizliSiparis"></div>';
    runtime = createMountRuntime({ store: createTestStore(), registry: widgetRegistry });
    act(() => runtime!.start());
    expect(await screen.findByRole('region', { name: 'Hızlı Sipariş' })).toBeTruthy();
    expect(
      errorSpy.mock.calls.some((call) =>
        String(call[0]).includes('"HizliSiparis": unknown component; known:'),
      ),
    ).toBe(true);
    expect(errorSpy.mock.calls.some((call) => String(call[0]).includes('"QuickOrder"'))).toBe(false);
  });
});
