import {
  arrayOf,
  bool,
  DecodeError,
  isRecord,
  literal,
  nullable,
  num,
  numeric,
  object,
  optional,
  recordOf,
  str,
  type Decoder,
} from '../contract/decode';
import { MEMBER_ROLES } from '../domain/company/companyRoleNames';
import { representativeSessionDecoder } from '../contract/representativeSession';
import { isStockMode } from '../domain/catalog/stockModeRange';
import {
  ANONYMOUS_USER,
  DEFAULT_CONFIG,
  DEFAULT_SETTINGS,
  EMPTY_STORE,
} from '../contract/hostConfigDefaults';
import type { HostConfig, Settings, StoreInfo, User } from '../contract/hostConfig';

export const CONFIG_ELEMENT_ID = 'b2b-config';

const flag = map01(literal('0', '1', 0, 1, true, false));
function map01(d: Decoder<string | number | boolean>): Decoder<'0' | '1'> {
  return (v, p) => {
    const value = d(v, p);
    return value === '1' || value === 1 || value === true ? '1' : '0';
  };
}

const settingDecoders: { [K in keyof Settings]: Decoder<Settings[K]> } = {
  defaultSort: str,
  defaultView: literal('grid', 'list'),
  showNotInStocks: flag,
  originalShowNotInStocks: flag,
  b2b_stoktakileri_goster: flag,
  stockInfoStatus: (v, p) => {
    const n = numeric(v, p);
    if (!isStockMode(n)) throw new DecodeError(p, 'a stock mode 0-20', v);
    return n;
  },
  showStokInfo: flag,
  cartStockControl: flag,
  notInStock: flag,
  showListPrice: flag,
  showPriceStatus: flag,
  productsWithKdv: flag,
  showPaymentPlanPrice: flag,
  advencePriceInfo: arrayOf(object({ priceName: str, name: str })),
  b2b_urun_detay_ozel_kod: str,
  b2b_urun_detay_ozel_kod_gosterim: (v, p) => literal(1, 2, 3)(typeof v === 'string' ? Number(v) : v, p),
  b2b_urun_detay_ozel_kod_baslik: str,
  overdueDebtInfoLimit: numeric,
  showOverdueDebtInfo: flag,
  b2b_risk_limit_islem: flag,
  b2b_teklif_ver_durum: flag,
  installmentLimit: numeric,
  stockNumberType: literal('StockCode', 'Barcode', 'both'),
};

const userDecoders: { [K in keyof User]: Decoder<User[K]> } = {
  authenticated: bool,
  admin: bool,
  id: nullable(num),
  name: str,
  riskLimit: numeric,
  branches: arrayOf(object({ id: num, name: str })),
  currentBranch: nullable(num),
  branchRequired: bool,
  debt: nullable(object({ overdueBalance: numeric, overdueBalanceExpiryDay: numeric, currency: str })),
  companyRole: nullable(literal(...MEMBER_ROLES)),
  limits: nullable(
    object({ orderLimit: nullable(numeric), monthlyLimit: nullable(numeric), monthlyUsed: numeric }),
  ),
  notices: arrayOf(object({ orderNo: str, status: literal('approved', 'rejected'), reason: str })),
  mustSetPassword: optional(bool, false),
  representative: optional(nullable(representativeSessionDecoder), null),
};

const storeDecoders: { [K in keyof StoreInfo]: Decoder<StoreInfo[K]> } = {
  name: str,
  logo: str,
  whatsappControl: (v, p) => flag(v, p) === '1',
  whatsapp: str,
  socialMedia: str,
  socialMediaSeparator: str,
  address: str,
  phone: str,
};

/**
 * Reads each field of a group on its own: a broken field falls back to its default and is reported,
 * so one typo in the host template never costs the whole configuration.
 */
function readGroup<T extends object>(
  raw: unknown,
  decoders: { [K in keyof T]: Decoder<T[K]> },
  defaults: T,
  path: string,
  problems: string[],
): T {
  if (raw === undefined) return defaults;
  if (!isRecord(raw)) {
    problems.push(`${path}: expected an object`);
    return defaults;
  }
  const out = { ...defaults };
  for (const key of Object.keys(decoders) as (keyof T)[]) {
    const value = raw[key as string];
    if (value === undefined) continue;
    try {
      out[key] = decoders[key](value, `${path}.${String(key)}`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return out;
}

type TopLevel = Omit<HostConfig, 'settings' | 'user' | 'store'>;

const topLevel: { [K in keyof TopLevel]: Decoder<TopLevel[K]> } = {
  basePath: (v, p) => str(v, p).replace(/\/+$/, ''),
  locale: literal('tr', 'en'),
  labels: recordOf(str),
  currencies: arrayOf(object({ id: num, code: str, exchangeRate: numeric })),
  defaultCurrency: nullable(num),
  csrfToken: str,
  paymentFrameOrigin: str,
  socketUrl: str,
  imageBasePath: str,
  cartPriceName: str,
};

export interface ConfigResult {
  config: HostConfig;
  problems: string[];
}

/** Validates a parsed config object; never throws. */
export function parseConfig(raw: unknown): ConfigResult {
  const problems: string[] = [];
  if (!isRecord(raw)) return { config: DEFAULT_CONFIG, problems: ['the block is not a JSON object'] };
  const base = readGroup<TopLevel>(raw, topLevel, DEFAULT_CONFIG, 'config', problems);
  const config: HostConfig = {
    ...base,
    settings: readGroup(raw.settings, settingDecoders, DEFAULT_SETTINGS, 'settings', problems),
    user: readGroup(raw.user, userDecoders, ANONYMOUS_USER, 'user', problems),
    store: readGroup(raw.store, storeDecoders, EMPTY_STORE, 'store', problems),
  };
  if (config.currencies.length === 0) config.currencies = DEFAULT_CONFIG.currencies;
  if (config.defaultCurrency !== null && !config.currencies.some((c) => c.id === config.defaultCurrency)) {
    problems.push(`config.defaultCurrency: ${config.defaultCurrency} is not in currencies`);
    config.defaultCurrency = config.currencies[0]?.id ?? null;
  }
  return { config, problems };
}

/** Reads #b2b-config from the page; a missing or broken block gives safe defaults and one console error. */
export function readConfig(doc: Document = document): HostConfig {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  let result: ConfigResult;
  if (!element) {
    result = {
      config: DEFAULT_CONFIG,
      problems: [`no <script id="${CONFIG_ELEMENT_ID}"> block on the page`],
    };
  } else {
    let raw: unknown;
    try {
      raw = JSON.parse(element.textContent ?? '');
    } catch (error) {
      raw = undefined;
      result = {
        config: DEFAULT_CONFIG,
        problems: [`#${CONFIG_ELEMENT_ID} is not valid JSON (${(error as Error).message})`],
      };
    }
    result ??= parseConfig(raw);
  }
  if (result.problems.length > 0) {
    console.error(`[b2b] configuration problems, defaults used instead:\n- ${result.problems.join('\n- ')}`);
  }
  return result.config;
}
