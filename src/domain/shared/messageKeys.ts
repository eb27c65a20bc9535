/**
 * Every user-facing message a domain rule can produce, as keys of the label tables in src/i18n
 * (which hold the words, Turkish and English). Domain rules return a DomainMessage (key + params),
 * never the rendered text: the active locale decides the words. A test checks each key exists in
 * the tables with the spec's Turkish text.
 */
export const DOMAIN_MESSAGE_KEYS = [
  'stock.detailCount',
  'stock.detailAvailable',
  'stock.detailAsk',
  'stock.listAsk',
  'stock.listYes',
  'stock.listInStock',
  'stock.threshold',
  'stock.listCount',
  'addToCart.add',
  'addToCart.soldOut',
  'addToCart.noStock',
  'addToCart.askStock',
  'addToCart.askPrice',
  'addToCart.stockAlert',
  'quantity.hintMax',
  'quantity.hintStock',
  'quantity.hintNoStock',
  'quantity.hintMin',
  'quantity.hintWhole',
  'detail.chooseVariant',
  'productList.variantRedirect',
  'cart.riskLimitExceeded',
  'overdue.message',
  'checkout.formIncomplete',
  'checkout.cardIncomplete',
  'checkout.holderMissing',
  'checkout.ccvIncomplete',
  'checkout.amountMissing',
  'checkout.expiryIncomplete',
  'password.length',
  'password.verifyRequired',
  'password.mismatch',
  'password.currentRequired',
  'dashboard.emptyTerm',
  'warranty.noData',
  'warranty.noSale',
  'sort.default',
  'sort.name',
  'sort.-name',
  'sort.price',
  'sort.-price',
  'sort.brand',
  'sort.-brand',
  'sort.quantity',
  'sort.-quantity',
  'warranty.daysLeft',
  'warranty.endsToday',
  'warranty.endedDaysAgo',
  'warranty.statusUnknown',
  'warranty.serialRequired',
  'warranty.serialTooLong',
  'warranty.serialInvalid',
  'historySort.-date',
  'historySort.date',
  'historySort.-total',
  'historySort.total',
  'offers.marginInvalid',
  'offers.customerNameRequired',
  'offers.customerEmailInvalid',
  'offers.customerPhoneInvalid',
  'offers.customerTextInvalid',
  'offers.fieldTooLong',
  'quickOrder.quantityUnreadable',
  'quickOrder.unitConflict',
  'cart.approvalNotice',
  'cart.branchRequired',
  'companyUsers.nameRequired',
  'companyUsers.usernameInvalid',
  'companyUsers.usernamePrefix',
  'companyUsers.emailInvalid',
  'companyUsers.phoneInvalid',
  'companyUsers.limitInvalid',
  'companyUsers.roleRequired',
  'companyUsers.fieldTooLong',
  'lists.nameRequired',
  'lists.nameTooLong',
  'lists.nameInvalid',
  'lists.noteTooLong',
  'lists.noteInvalid',
] as const;

export type DomainMessageKey = (typeof DOMAIN_MESSAGE_KEYS)[number];
export type MessageParams = Readonly<Record<string, string | number>>;

export interface DomainMessage<K extends DomainMessageKey = DomainMessageKey> {
  key: K;
  params?: MessageParams;
}

export function domainMessage<K extends DomainMessageKey>(key: K, params?: MessageParams): DomainMessage<K> {
  return params === undefined ? { key } : { key, params };
}
