import { DEFAULT_CUSTOM_CODE_TITLE } from '../domain/catalog/customCodeTitle';
import type { HostConfig, Settings, StoreInfo, User } from './hostConfig';

/** Settings at the spec's defaults. */
export const DEFAULT_SETTINGS: Settings = {
  defaultSort: '',
  defaultView: 'list',
  showNotInStocks: '1',
  originalShowNotInStocks: '0',
  b2b_stoktakileri_goster: '0',
  stockInfoStatus: 0,
  showStokInfo: '0',
  cartStockControl: '0',
  notInStock: '0',
  showListPrice: '1',
  showPriceStatus: '1',
  productsWithKdv: '0',
  showPaymentPlanPrice: '0',
  advencePriceInfo: [],
  b2b_urun_detay_ozel_kod: 'ozelkod',
  b2b_urun_detay_ozel_kod_gosterim: 1,
  b2b_urun_detay_ozel_kod_baslik: DEFAULT_CUSTOM_CODE_TITLE,
  overdueDebtInfoLimit: 0,
  showOverdueDebtInfo: '0',
  b2b_risk_limit_islem: '0',
  b2b_teklif_ver_durum: '0',
  installmentLimit: 0,
  stockNumberType: 'both',
};

export const ANONYMOUS_USER: User = {
  authenticated: false,
  admin: false,
  id: null,
  name: '',
  riskLimit: 0,
  branches: [],
  currentBranch: null,
  branchRequired: false,
  debt: null,
  companyRole: null,
  limits: null,
  notices: [],
  mustSetPassword: false,
  representative: null,
};

export const EMPTY_STORE: StoreInfo = {
  name: '',
  logo: '',
  whatsappControl: false,
  whatsapp: '',
  socialMedia: '',
  socialMediaSeparator: '|',
  address: '',
  phone: '',
};

export const DEFAULT_CONFIG: HostConfig = {
  basePath: '',
  locale: 'tr',
  labels: {},
  settings: DEFAULT_SETTINGS,
  currencies: [{ id: 1, code: 'TRY', exchangeRate: 1 }],
  defaultCurrency: 1,
  user: ANONYMOUS_USER,
  store: EMPTY_STORE,
  csrfToken: '',
  cartPriceName: '',
  paymentFrameOrigin: '',
  socketUrl: '',
  imageBasePath: '/images/',
};
