/**
 * The checkout's bank tables: a module of their own, so the product page's
 * installment line decodes them without the payment result and the frame's messages.
 */
import { arrayOf, bool, num, numeric, object, str, type Decoded } from './decode';

/** An installment plan: total = amount × (100 + commisionFee) / 100, paid in `installment` months. */
export const posPlanDecoder = object({ id: num, installment: num, commisionFee: numeric, isDefault: bool });
export type PosPlan = Decoded<typeof posPlanDecoder>;

/** A bank of the checkout's installment tables (installments 1 to 12). */
export const bankOptionDecoder = object({
  name: str,
  logo: str,
  image: str,
  posPlans: arrayOf(posPlanDecoder),
});
export type BankOption = Decoded<typeof bankOptionDecoder>;
