import type { TopHeaderInfo } from '../../src/contract/topHeader';

/** The top-header answer of an anonymous visitor, as the host sends it. */
export const ANONYMOUS_TOP_HEADER: TopHeaderInfo = {
  isAuthenticated: false,
  salesRepresentativeName: '',
  salesRepresentativePhone: '',
  salesRepresentativeEmail: '',
  customerName: '',
  customerBalance: null,
  customerCurrency: '',
};
