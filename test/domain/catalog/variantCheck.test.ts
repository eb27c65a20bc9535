/** @jest-environment node */
import { variantGuard } from '../../../src/domain/catalog/variantCheck';
import { expectMessage } from '../expectMessage';

describe('variantGuard', () => {
  it('flag 0 on the list page: redirect with its alert', () => {
    const guard = variantGuard(0, 'list');
    expect(guard?.redirectToProduct).toBe(true);
    expectMessage(
      guard?.alert,
      'productList.variantRedirect',
      'Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!',
    );
  });

  it('flag 0 on the detail page: alert only', () => {
    const guard = variantGuard(0, 'detail');
    expect(guard?.redirectToProduct).toBe(false);
    expectMessage(guard?.alert, 'detail.chooseVariant', 'Varyant Seçiniz!');
  });

  it.each([1, 5, null, undefined])('flag %p lets the add go ahead', (flag) => {
    expect(variantGuard(flag, 'list')).toBeNull();
  });
});
