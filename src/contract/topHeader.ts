/** GET /api/catalog/top-header-info (same-origin credentials). */
import { bool, nullable, num, object, oneOf, str, type Decoded } from './decode';

export const topHeaderInfoDecoder = object({
  isAuthenticated: bool,
  salesRepresentativeName: str,
  salesRepresentativePhone: str,
  salesRepresentativeEmail: str,
  customerName: str,
  /** A number, or text shown as is; null shows blank. */
  customerBalance: nullable(oneOf<number | string>(num, str)),
  customerCurrency: str,
});
export type TopHeaderInfo = Decoded<typeof topHeaderInfoDecoder>;
