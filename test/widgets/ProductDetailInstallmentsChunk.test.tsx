/**
 * The installment dialog's chunk cannot be fetched (issue 26): a toast says so, the page stays, and
 * the next press fetches it again. (A chunk once fetched stays: one case per file.)
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import { ProductDetail } from '../../src/widgets/ProductDetail/ProductDetail';
import { makePackagedProduct } from '../support/cart';
import { bankPlans, FRAME_ORIGIN } from '../support/checkout';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

const mockChunks = { dialog: false };
jest.mock('../../src/widgets/ProductDetail/InstallmentDialog', () => {
  if (mockChunks.dialog) throw new Error('Loading chunk installment-dialog failed.');
  return jest.requireActual('../../src/widgets/ProductDetail/InstallmentDialog');
});

afterEach(() => jest.restoreAllMocks());

it("the dialog's chunk failing is told in a toast; the next press fetches it again", async () => {
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  mockChunks.dialog = true;
  const store = createTestStore(
    testConfig({ paymentFrameOrigin: FRAME_ORIGIN, settings: { ...DEFAULT_SETTINGS } }),
  );
  renderWidget(
    <ProductDetail
      product={makePackagedProduct()}
      banks={[{ name: 'Akbank', logo: '', image: '', posPlans: bankPlans() }]}
    />,
    store,
  );
  const button = screen.getByRole('button', { name: 'Taksit Seçenekleri' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(
    await screen.findByText('Taksit seçenekleri şu anda açılamıyor. Lütfen tekrar deneyin.'),
  ).toBeTruthy();
  expect(errorSpy).toHaveBeenCalledWith(
    '[b2b] the installment options could not be loaded:',
    expect.any(Error),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('12 aya varan taksitlerle aylık 11,10 TL')).toBeTruthy();

  mockChunks.dialog = false;
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Taksit Seçenekleri' })).toBeTruthy();
  store.rootTask.cancel();
});
