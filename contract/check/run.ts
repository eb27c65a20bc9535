/** The run: log in, remember the cart, walk every check in order, put the cart back. */
import { restoreCart, snapshotCart } from './accountState';
import * as admin from './checks/admin';
import * as cart from './checks/cart';
import * as catalog from './checks/catalog';
import * as offers from './checks/offers';
import * as quickOrder from './checks/quickOrder';
import * as refusals from './checks/refusals';
import * as service from './checks/service';
import type { Check, CheckContext } from './context';
import type { OpenApiDocument } from './document';
import { LoginError, logIn } from './login';
import { StepFailed, Suite, type Selection } from './suite';
import { AnswerValidator } from './validator';

export interface RunOptions {
  base: string;
  user: string;
  password: string;
  admin: { user: string; password: string } | null;
  document: OpenApiDocument;
  selection?: Selection;
}

/**
 * In this order: later checks use the product the list gave, the offer walk needs a cleared cart.
 * `changesCart`: the check adds to or empties the account's cart, so it runs only when the cart could
 * be read first (and is put back after).
 */
const CHECKS: [name: string, check: Check, changesCart: boolean][] = [
  ['product list', catalog.productList, false],
  ['pages', catalog.pages, false],
  ['suggestions and header', catalog.suggestionsAndHeader, false],
  ['settings', catalog.settingsSave, false],
  ['cart', cart.cartWalk, true],
  ['cart validation', cart.cartValidation, true],
  ['offer', offers.offerRoundTrip, true],
  ['order and offer lists', offers.lists, false],
  ['BIN control', service.binControl, false],
  ['warranty', service.warranty, false],
  ['fault report', service.faultReport, false],
  ['quick order', quickOrder.quickOrder, true],
  ['no session', refusals.withoutSession, false],
  ['CSRF', refusals.csrfRefused, false],
  ['wrong role', refusals.wrongRole, false],
  ['dashboard', admin.dashboard, false],
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

export async function runSuite(options: RunOptions): Promise<Suite> {
  const suite = new Suite(options.document, new AnswerValidator(options.document), options.selection);
  const customer = await login(suite, options.base, options.user, options.password);
  const admin =
    options.admin && (await login(suite, options.base, options.admin.user, options.admin.password));
  if (!customer || (options.admin && !admin)) return suite;

  const ctx: CheckContext = {
    suite,
    base: options.base,
    customer,
    config: (await customer.page('/')).config ?? {},
    admin: admin ?? null,
    product: null,
  };
  const before = await snapshotCart(suite, customer);
  try {
    for (const [name, check, changesCart] of CHECKS) {
      if (changesCart && before === null) {
        suite.skip(`step: ${name}`, "the account's cart could not be read first, so it is not changed");
        continue;
      }
      try {
        await check(ctx);
      } catch (error) {
        // A failed step is already in the table; anything else is the backend's answer going wrong.
        if (!(error instanceof StepFailed)) suite.record(`step: ${name}`, [(error as Error).message]);
      }
    }
  } finally {
    try {
      await restoreCart(suite, customer, before);
    } catch (error) {
      suite.record('account left as found (cart lines)', [`no answer: ${(error as Error).message}`]);
    }
  }
  return suite;
}
