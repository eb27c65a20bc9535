/**
 * The English words of MSG (messages.ts), for visitors who chose English: error answers and error
 * pages follow the locale like the rest of the host's text. A message without an English entry
 * stays Turkish (test/server/locale.test.ts lists any that are missing).
 */
import type { Locale } from '../src/contract/hostConfig';
import { MSG } from './messages';

type Messages = typeof MSG;
type English = {
  [K in keyof Messages]?: Messages[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const MSG_EN: English = {
  representativeOnly: 'Only sales representatives may use this area.',
  representativeNotActing: 'Start working on behalf of one of your customers first.',
  notWhileActing: 'You cannot do this while working on behalf of a customer.',
  representativeCardPayment: 'As a representative you cannot pay by card on behalf of a customer.',
  representativeCustomerNotFound: 'This company is not one of your customers.',
  representativeNoConsent:
    "This customer does not let its representative order on its behalf. The customer's administrator can allow it.",
  consentLimitInvalid: 'The order limit is invalid. Leave it empty or enter an amount above 0.',
  roleForbidden: 'Your role does not allow this action.',
  passwordChangeRequired: 'Set your own password first to continue.',
  accountDeactivated: "Your account has been deactivated. Please contact your company's administrator.",
  usernameTaken: 'This username is taken.',
  usernameUnavailable: 'This username cannot be used. Please choose another.',
  lastAdmin: "The company's last administrator cannot lose the role or be deactivated.",
  selfDeactivate: 'You cannot deactivate your own account.',
  companyUserNotFound: 'User not found.',
  companyUserInvalid: 'The user details are not valid. Please check the fields.',
  approvalNotFound: 'No order awaiting approval was found.',
  ownApproval: 'You cannot approve or reject your own order.',
  rejectReasonMissing: 'Enter a reason for the rejection.',
  approvalNoCard: 'An order that needs approval cannot be paid by card; send it for approval.',
  branchRequired: 'Choose the branch you are ordering for.',
  orderNotCancellable: 'Only the user who placed this order or an administrator can cancel it.',
  offerNotChangeable: 'Only the user who prepared this offer or an administrator can change it.',
  listNotFound: 'List not found.',
  listLineNotFound: 'This product is not in the list.',
  listReadOnly: 'Only the owner of this list can change it.',
  listNameInvalid: 'The list name is not valid. Please enter a name of 1 to 60 characters.',
  listNoteInvalid: 'The note is not valid: at most 200 characters, on one line.',
  tooManyLists: (max) => `You can keep at most ${max} lists.`,
  tooManyListLines: (max) => `A list holds at most ${max} lines.`,
  serialInvalid: 'The serial number is not valid. Please check it and try again.',
  checkoutMissing: 'The payment details were not found. Please open the payment page again.',
  amountMissing: 'You did not enter an amount!',
  installmentNotAllowed: 'Installments are not available for this amount.',
  paymentAmountChanged:
    'The cart total changed after the payment page was opened; no payment was taken. Please reload the page and try again.',
  paymentCheckoutChanged:
    'The payment details changed after the payment was approved; no payment was taken. Please open the payment page again and retry.',
  paymentCartChanged:
    'Your cart changed after the payment was approved; no payment was taken. Please check your cart and try again.',
  loginRequired: 'You must log in to do this.',
  adminForbidden: 'This action cannot be performed with an administrator account.',
  adminOnly: 'Only administrator accounts can access this area.',
  csrf: 'The security check failed. Please reload the page and try again.',
  badRequest: 'The request is not valid. Please check the details and try again.',
  badField: (field) => `Invalid value: ${field}.`,
  nulCharacter: 'A text in the request holds an invalid character (NUL). Please check it and try again.',
  quantityRange: 'The quantity must be between 1 and 100.',
  notFound: 'The record you are looking for was not found.',
  methodNotAllowed: 'This address does not accept this request method.',
  productNotFound: 'Product not found.',
  unitNotFound: 'Product unit not found.',
  cartItemNotFound: 'This product is not in your cart.',
  cartEmpty: 'There are no products in your cart.',
  planNeedsCard: 'With this payment plan the order is placed by paying by card.',
  searchTermMissing: 'Please enter a search term.',
  categoryNotFound: 'The category you are looking for was not found.',
  priceZero: 'Please contact us for the price of this product.',
  variantRequired: 'Please choose a variant!',
  stockShort: (n) => `There are not ${n} pieces of this product available!`,
  riskLimitExceeded: (excess, available) =>
    `You have exceeded your open account risk limit by ${excess} TL. You can order at most ${available} TL or buy by paying for it.`,
  technical: 'A technical error occurred. Please try again later.',
  orderNotFound: 'Order not found.',
  orderAlreadyCancelled: 'This order has already been cancelled.',
  offerNotFound: 'Offer not found.',
  offerAlreadyCancelled: 'This offer has already been cancelled.',
  offersDisabled: 'Making offers is turned off in this store.',
  offerMailCancelled: 'A cancelled offer cannot be sent.',
  offerNoEmail: "The offer's customer has no e-mail address. Please save the customer details first.",
  offerMailCustomerInvalid:
    "The offer's customer details cannot go into a mail. Please correct and save the customer's e-mail address and name first.",
  offerCustomerNameRequired: "Enter the customer's name.",
  offerCustomerEmailInvalid:
    "The customer's e-mail address is not valid: enter one address, without a name, blanks or line breaks.",
  offerCustomerPhoneInvalid: "The customer's phone number is not valid: enter 7 to 15 digits.",
  offerCustomerTextInvalid: 'The customer and company names cannot hold line breaks or control characters.',
  offerCustomerTooLong: (max) => `Customer details can be at most ${max} characters long.`,
  branchNotFound: 'Branch not found.',
  currencyNotFound: 'Currency not found.',
  passwordLength: 'Your password cannot be shorter than 6 or longer than 30 characters.',
  passwordVerify: 'You must confirm your password.',
  passwordMismatch: 'Your passwords do not match.',
  accountUpdated: 'Your account details have been updated.',
  currentPasswordRequired: 'You must enter your current password.',
  currentPasswordWrong: 'Your current password is wrong. Please check it and try again.',
  warrantyLogin: 'You must be logged in to use the warranty inquiry service. Please log in.',
  loginFailed: 'The username or password is wrong.',
  loginExpired: 'Your session has expired. Please try again.',
  binInvalid: 'Enter the first 8 digits of the card number.',
  tooManyRequests: 'Too many attempts. Please try again a little later.',
  cardIncomplete: 'Please fill in the card details completely!',
  holderMissing: 'Please fill in the name on the card!',
  ccvIncomplete: 'Please fill in the CCV completely!',
  expiryIncomplete: 'Please enter the month and year completely',
  cardExpired: 'Transaction declined: the card has expired.',
  cardLimit: 'Transaction declined: insufficient card limit.',
  cardLost: 'Transaction declined: the card has been reported lost or stolen.',
  installmentInvalid: 'The chosen installment is not valid for this card.',
  paymentSessionExpired: 'The payment session has expired. Please try again.',
  codeWrong: (left) => `The verification code is wrong. Attempts left: ${left}`,
  threeDFailed: 'Transaction declined: 3-D Secure verification failed.',
  faultReportMissing: 'Please enter the product code and a description of the fault.',
  requestBodyTooLarge: 'What was sent is too large. Please shorten it and try again.',
  apiTokenRequired: 'This address takes a valid API token only (Authorization: Bearer).',
  importMediaType: 'Send the file as text/csv or application/x-ndjson.',
  importNotUtf8: 'The file is not encoded as UTF-8.',
  importStopped: (problems: number) => `Import stopped: ${problems} rows have problems, nothing was written.`,
  importRateLimited: 'Too many imports with this API token. Please try again a little later.',
  requestTooLarge: 'The request address or headers are too long. Please shorten your search and try again.',
  unitsNotConvertible:
    'This quantity cannot be converted into the unit of the product in your cart. Please change the quantity on the cart page.',
};

interface Rule {
  pattern: RegExp;
  english: (...args: string[]) => string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Turkish text → English, built once: plain messages by equality, templated ones by their shape. */
function buildRules(): { exact: Map<string, string>; templates: Rule[] } {
  const exact = new Map<string, string>();
  const templates: Rule[] = [];
  for (const key of Object.keys(MSG) as (keyof Messages)[]) {
    const turkish = MSG[key] as string | ((...args: unknown[]) => string);
    const english = MSG_EN[key] as string | ((...args: string[]) => string) | undefined;
    if (english === undefined) continue;
    if (typeof turkish === 'string' && typeof english === 'string') exact.set(turkish, english);
    else if (typeof turkish === 'function' && typeof english === 'function') {
      // Each parameter becomes a marker; the Turkish text around the markers is the pattern.
      const markers = Array.from({ length: turkish.length }, (_, i) => `\uE000${i}\uE000`);
      const shape = escapeRegExp(turkish(...markers)).replace(/\uE000\d+\uE000/g, '([\\s\\S]*?)');
      templates.push({ pattern: new RegExp(`^${shape}$`), english });
    }
  }
  return { exact, templates };
}

let rules: ReturnType<typeof buildRules> | null = null;

/** A host message in the visitor's language (messages of other origins pass unchanged). */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale !== 'en') return message;
  rules ??= buildRules();
  const exact = rules.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { pattern, english } of rules.templates) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
