/** The host contract: what the server puts into <script type="application/json" id="b2b-config">. */
import type { MemberRole } from '../domain/company/companyRoles';
import type { RepresentativeSession } from './representativeSession';
import type { BuyerLimits } from '../domain/company/orderApproval';

export type Locale = 'tr' | 'en';
export type Flag = '0' | '1';
export type ViewMode = 'grid' | 'list';
export type StockNumberType = 'StockCode' | 'Barcode' | 'both';

export interface AdvencePriceInfo {
  priceName: string;
  name: string;
}

/** Store-level settings of the spec. Show flags are '0' or '1'. */
export interface Settings {
  defaultSort: string;
  defaultView: ViewMode;
  showNotInStocks: Flag;
  originalShowNotInStocks: Flag;
  b2b_stoktakileri_goster: Flag;
  stockInfoStatus: number;
  showStokInfo: Flag;
  cartStockControl: Flag;
  notInStock: Flag;
  showListPrice: Flag;
  showPriceStatus: Flag;
  productsWithKdv: Flag;
  showPaymentPlanPrice: Flag;
  advencePriceInfo: AdvencePriceInfo[];
  b2b_urun_detay_ozel_kod: string;
  b2b_urun_detay_ozel_kod_gosterim: 1 | 2 | 3;
  b2b_urun_detay_ozel_kod_baslik: string;
  overdueDebtInfoLimit: number;
  showOverdueDebtInfo: Flag;
  b2b_risk_limit_islem: Flag;
  b2b_teklif_ver_durum: Flag;
  installmentLimit: number;
  stockNumberType: StockNumberType;
}

export interface Currency {
  id: number;
  code: string;
  /** Relative to the default (base) currency. */
  exchangeRate: number;
}

export interface Branch {
  id: number;
  name: string;
}

export interface DebtAging {
  overdueBalance: number;
  overdueBalanceExpiryDay: number;
  currency: string;
}

/** A decision on the user's order that waited for approval, not shown to them yet. */
export interface OrderNotice {
  orderNo: string;
  status: 'approved' | 'rejected';
  reason: string;
}

export interface User {
  authenticated: boolean;
  admin: boolean;
  id: number | null;
  name: string;
  /** risk_limit of the spec; 0 means no limit. */
  riskLimit: number;
  branches: Branch[];
  /** The branch orders are placed for (domain/cart/orderBranch); null when none. */
  currentBranch: number | null;
  /** The user may order for the granted branches only, so an order needs one (domain/cart/orderBranch). */
  branchRequired: boolean;
  debt: DebtAging | null;
  /**
   * The user's role in their company; null for visitors and the store's administrators. While a sales
   * representative acts for a customer it is 'temsilci' and the rest of the user is that customer's.
   */
  companyRole: MemberRole | null;
  /** The user's order limits in TL and what this month's orders took of them; null without limits. */
  limits: BuyerLimits | null;
  /** Decisions on the user's waiting orders since they last saw a page: shown once as toasts. */
  notices: OrderNotice[];
  /**
   * A company user made with a one-time password must set their own before anything else; the host
   * refuses every other call until then. Absent (false) from hosts without company accounts.
   */
  mustSetPassword: boolean;
  /**
   * A sales representative's session (contract/representatives.ts): who they are and the customer they
   * act for, if any. Null for everyone else, and absent (null) from hosts without representatives.
   */
  representative: RepresentativeSession | null;
}

export interface StoreInfo {
  name: string;
  logo: string;
  whatsappControl: boolean;
  whatsapp: string;
  /** Five parts separated by socialMediaSeparator, see domain/chrome/socialMedia. */
  socialMedia: string;
  socialMediaSeparator: string;
  address: string;
  phone: string;
}

export interface HostConfig {
  basePath: string;
  locale: Locale;
  labels: Record<string, string>;
  settings: Settings;
  currencies: Currency[];
  /** Id of the currency prices are shown in. */
  defaultCurrency: number | null;
  user: User;
  store: StoreInfo;
  csrfToken: string;
  paymentFrameOrigin: string;
  socketUrl: string;
  imageBasePath: string;
  /**
   * The payment plan (a priceName such as 'advencePrice2') the cart is priced by when a page opens:
   * the store's default plan, so the mini cart and the quick order pad show what the cart page will.
   * '' prices by the units' sale price.
   */
  cartPriceName: string;
}
