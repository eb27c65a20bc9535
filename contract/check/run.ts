/**
 * The run: log in, remember the cart, walk every check in order, undo what the walk made, put the cart
 * back, and list every operation of the document no check reached.
 */
import { restoreCart, snapshotCart } from './accountState';
import * as account from './checks/account';
import * as admin from './checks/admin';
import * as representatives from './checks/representatives';
import * as approvals from './checks/approvals';
import * as cart from './checks/cart';
import * as catalog from './checks/catalog';
import * as imports from './checks/imports';
import * as companyUsers from './checks/companyUsers';
import * as offers from './checks/offers';
import * as offerWalk from './checks/offerWalk';
import * as orders from './checks/orders';
import * as payment from './checks/payment';
import * as quickOrder from './checks/quickOrder';
import * as refusals from './checks/refusals';
import * as service from './checks/service';
import * as shoppingLists from './checks/shoppingLists';
import * as visitor from './checks/visitor';
import type { Check, CheckContext } from './context';
import { listUnreached } from './coverage';
import type { OpenApiDocument } from './document';
import { BrowserLikeClient } from './httpClient';
import { LoginError, logIn } from './login';
import { undoMade } from './madeObjects';
import { StepFailed, Suite, type Selection } from './suite';
import { AnswerValidator } from './validator';

export interface RunOptions {
  base: string;
  user: string;
  password: string;
  admin: { user: string; password: string } | null;
  /** --representative: a sales representative (the book, acting for a consenting customer). */
  representative?: { user: string; password: string } | null;
  /** A program's API token for the imports (--token). */
  token: string | null;
  /** Walk the card checkout with the test card. */
  payment: boolean;
  document: OpenApiDocument;
  selection?: Selection;
}

/**
 * In this order: later checks use the product the list gave; the order on account reads the cart
 * page's plans before any order is saved; the approvals need the buyer the company users check made,
 * which is deactivated after them. `changesCart`: the check adds to or empties the account's cart, so
 * it runs only when the cart could be read first (and is put back after).
 */
const CHECKS: [name: string, check: Check, changesCart: boolean][] = [
  ['product list', catalog.productList, false],
  ['catalogue path', catalog.catalogPath, false],
  ['pages', catalog.pages, false],
  ['suggestions and header', catalog.suggestionsAndHeader, false],
  ['settings', catalog.settingsSave, false],
  ['document and cookie choice', visitor.documentAndCookies, false],
  ['cart', cart.cartWalk, true],
  ['cart validation', cart.cartValidation, true],
  ['order on account', orders.orderOnAccount, true],
  ['offer', offerWalk.offerWalk, true],
  ['order and offer lists', offers.lists, false],
  ['shopping lists', shoppingLists.listWalk, true],
  ['company users', companyUsers.makeBuyer, false],
  ['password change', account.passwordChange, false],
  ['approvals', approvals.approveAndReject, false],
  ['company users: deactivate', companyUsers.retireBuyer, false],
  ['card checkout', payment.cardCheckout, true],
  ['BIN control', service.binControl, false],
  ['warranty', service.warranty, false],
  ['fault report', service.faultReport, false],
  ['quick order', quickOrder.quickOrder, true],
  ['no session', refusals.withoutSession, false],
  ['CSRF', refusals.csrfRefused, false],
  ['wrong role', refusals.wrongRole, false],
  ['admin calls', admin.dashboard, false],
  ['representatives', representatives.consentAndBook, false],
  ['imports', imports.importDryRuns, false],
];

async function login(suite: Suite, base: string, user: string, password: string) {
  try {
    const client = await logIn(base, user, password);
    suite.record(`log in as ${user}`, []);
    return client;
  } catch (error) {
    const reason = error instanceof LoginError ? error.message : `no answer: ${(error as Error).message}`;
    suite.record(`log in as ${user}`, [reason]);
    return null;
  }
}

/** `name` runs, stops at a failed step (already a row), or fails unexpectedly (then it is one). */
async function guarded(suite: Suite, name: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof StepFailed)) suite.record(`step: ${name}`, [(error as Error).message]);
  }
}

export async function runSuite(options: RunOptions): Promise<Suite> {
  const suite = new Suite(options.document, new AnswerValidator(options.document), options.selection);
  const customer = await login(suite, options.base, options.user, options.password);
  const admin =
    options.admin && (await login(suite, options.base, options.admin.user, options.admin.password));
  const representative =
    options.representative &&
    (await login(suite, options.base, options.representative.user, options.representative.password));
  if (!customer || (options.admin && !admin) || (options.representative && !representative)) {
    listUnreached(suite, 'not reached: a login was refused');
    return suite;
  }

  const ctx: CheckContext = {
    suite,
    base: options.base,
    customer,
    password: options.password,
    config: (await customer.page('/')).config ?? {},
    admin: admin ?? null,
    representative: representative ?? null,
    importer: options.token
      ? new BrowserLikeClient(options.base, { Authorization: `Bearer ${options.token}` })
      : null,
    payment: options.payment,
    product: null,
    plans: null,
    mark: `cc-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    made: new Set(),
    buyer: null,
  };
  const before = await snapshotCart(suite, customer);
  try {
    for (const [name, check, changesCart] of CHECKS) {
      if (changesCart && before === null) {
        suite.skip(`step: ${name}`, "the account's cart could not be read first, so it is not changed");
        continue;
      }
      await guarded(suite, name, () => check(ctx));
    }
  } finally {
    await guarded(suite, 'undo what the walk made', () => undoMade(ctx));
    try {
      await restoreCart(suite, customer, before);
    } catch (error) {
      suite.record('account left as found (cart lines)', [`no answer: ${(error as Error).message}`]);
    }
  }
  listUnreached(suite);
  return suite;
}
