/**
 * The checkout's three steps and their addresses: the host renders each step on its
 * own page (preview, payment) and the summary of a payment on /sepet/odeme/ozet/{paymentId}, so a
 * reload shows the same step and Back / Forward move between them.
 */
export type CheckoutStep = 'preview' | 'payment' | 'summary';

export const CHECKOUT_SUMMARY_PATH = '/sepet/odeme/ozet';

export interface StepUrls {
  preview: string;
  payment: string;
}

/** The summary page of a payment, under the base path. */
export function summaryPath(paymentId: number, basePath = ''): string {
  return `${basePath}${CHECKOUT_SUMMARY_PATH}/${encodeURIComponent(String(paymentId))}`;
}

/** The page of a step under the base path; the summary has none before a payment. */
export function stepPath(step: Exclude<CheckoutStep, 'summary'>, urls: StepUrls, basePath = ''): string {
  return `${basePath}${urls[step]}`;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The step an address shows: a summary page, or the step whose page it is. When two steps share a
 * page (the free payment has only the payment step) the payment wins; another page gives null.
 */
export function stepOfPath(pathname: string, urls: StepUrls, basePath = ''): CheckoutStep | null {
  const path = trimSlash(pathname);
  if (path.startsWith(`${basePath}${CHECKOUT_SUMMARY_PATH}/`)) return 'summary';
  if (path === trimSlash(stepPath('payment', urls, basePath))) return 'payment';
  if (path === trimSlash(stepPath('preview', urls, basePath))) return 'preview';
  return null;
}

/** The host's order list, where a paid cart's order is found next (the spec does not show its path). */
export const ORDER_LIST_PATH = '/hesap/siparisler';
