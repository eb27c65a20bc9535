/** The visitor's page data: the #b2b-config block of every page (src/contract/hostConfig.ts HostConfig), their preferences and language. */
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS_USER } from '../../src/contract/hostConfigDefaults';
import type { HostConfig, Locale, User } from '../../src/contract/hostConfig';
import type { AppContext } from '../context';
import { defaultPaymentPlan } from '../../src/domain/checkout/paymentPlan';
import { paymentOptions } from '../repo/pricedCart';
import { getCurrencies, getSettings, getStoreInfo } from '../repo/settings';
import { branchAccess, limitsOf, takeOrderNotices } from '../repo/members';
import { orderBranch, savedBranchId } from '../../src/domain/cart/orderBranch';
import { getPreferences } from '../repo/users';
import { forgetForRequest, oncePerRequest } from '../http/requestMemo';
import { hostWord } from '../vocabulary';
import { representativeSession } from './representativeSession';

const PREFERENCES = 'preferences';

/**
 * The visitor's saved preferences (settings call): per user (read from the database, hence async), or
 * per session while anonymous.
 */
export async function preferencesOf(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Record<string, string>> {
  const { user, person } = request;
  if (!user || !person) return { ...(request.session?.data.prefs ?? {}) };
  return {
    ...(await oncePerRequest(request, PREFERENCES, async () => {
      const own = await getPreferences(ctx.db, person.id);
      if (person.id === user.id) return own;
      // A representative acting for a customer: their own language and views, the buyer's branch.
      const buyer = await getPreferences(ctx.db, user.id);
      const { branch: _ignored, ...rest } = own;
      return buyer.branch === undefined ? rest : { ...rest, branch: buyer.branch };
    })),
  };
}

/**
 * Whose preference a setting is: the branch orders go to is the buyer's (the customer's, while a
 * representative acts for it); language, currency and views are the person's own.
 */
export const preferenceOwner = (request: FastifyRequest, key: string): number =>
  key === 'branch' ? request.user!.id : (request.person ?? request.user)!.id;

/** The request saved a preference: the next read in it sees the change. */
export const preferencesChanged = (request: FastifyRequest) => forgetForRequest(request, PREFERENCES);

/** The store's settings, read once per request. */
export const settingsFor = (ctx: AppContext, request: FastifyRequest) =>
  oncePerRequest(request, 'settings', () => getSettings(ctx.db));

export async function localeOf(ctx: AppContext, request: FastifyRequest): Promise<Locale> {
  return (await preferencesOf(ctx, request)).locale === 'en' ? 'en' : 'tr';
}

export async function configUser(
  ctx: AppContext,
  request: FastifyRequest,
  prefs: Record<string, string>,
): Promise<User> {
  const { user, member, company } = request;
  if (!user) return ANONYMOUS_USER;
  const representative = await representativeSession(ctx, request);
  if (!member || !company)
    return {
      ...ANONYMOUS_USER,
      authenticated: true,
      admin: user.role === 'admin',
      id: user.id,
      name: user.name,
      representative,
    };
  const access = await branchAccess(ctx.db, member);
  const branch = orderBranch(access, savedBranchId(prefs.branch));
  return {
    authenticated: true,
    admin: false,
    id: user.id,
    name: user.name,
    // The company's credit and debt: every user of a company orders against the same.
    riskLimit: company.risk_limit,
    branches: access.allowed,
    currentBranch: branch.ok ? branch.branchId : null,
    branchRequired: access.restricted,
    debt:
      company.overdue_balance > 0
        ? {
            overdueBalance: company.overdue_balance,
            overdueBalanceExpiryDay: company.overdue_days,
            currency: company.balance_currency,
          }
        : null,
    companyRole: member.role,
    limits: await limitsOf(ctx.db, member),
    // The decisions on the customer's orders are its users' news, not its representative's.
    notices: representative ? [] : await takeOrderNotices(ctx.db, user.id),
    mustSetPassword: member.mustChangePassword,
    representative,
  };
}

/** The config block: read here (async), so the layout that prints it stays a plain template (views/). */
export async function buildConfig(
  ctx: AppContext,
  request: FastifyRequest,
  locale?: Locale,
): Promise<HostConfig> {
  const prefs = await preferencesOf(ctx, request);
  const pageLocale: Locale = locale ?? (prefs.locale === 'en' ? 'en' : 'tr');
  const settings = await settingsFor(ctx, request);
  const currencies = await getCurrencies(ctx.db);
  const user = await configUser(ctx, request, prefs);
  const store = await getStoreInfo(ctx.db);
  const plans = await paymentOptions(ctx.db);
  const chosenCurrency = currencies.find((c) => String(c.id) === prefs.defaultCurrency);
  return {
    basePath: '',
    locale: pageLocale,
    labels: {},
    settings: {
      ...settings,
      // Plan names are the host's words: shown in the page's language.
      advencePriceInfo: settings.advencePriceInfo.map((info) => ({
        ...info,
        name: hostWord(info.name, pageLocale),
      })),
      defaultView:
        prefs.productListView === 'grid' || prefs.productListView === 'list'
          ? prefs.productListView
          : settings.defaultView,
      showNotInStocks:
        prefs.showNotInStocks === '0' || prefs.showNotInStocks === '1'
          ? prefs.showNotInStocks
          : settings.showNotInStocks,
    },
    currencies: currencies.map(({ id, code, exchangeRate }) => ({ id, code, exchangeRate })),
    defaultCurrency: (chosenCurrency ?? currencies.find((c) => c.isDefault) ?? currencies[0])?.id ?? null,
    user,
    store,
    csrfToken: request.session?.csrfToken ?? '',
    paymentFrameOrigin: ctx.origins.payment,
    socketUrl: ctx.origins.socket,
    imageBasePath: '/images/',
    cartPriceName: defaultPaymentPlan(plans)?.priceName ?? '',
  };
}
