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
import { StepFailed, Suite } from './suite';
import { AnswerValidator } from './validator';

export interface RunOptions {
  base: string;
  user: string;
  password: string;
  admin: { user: string; password: string } | null;
  document: OpenApiDocument;
}

/** In this order: later checks use the product the list gave, the offer walk needs a cleared cart. */
const CHECKS: [string, Check][] = [
  ['product list', catalog.productList],
  ['pages', catalog.pages],
  ['suggestions and header', catalog.suggestionsAndHeader],
  ['settings', catalog.settingsSave],
  ['cart', cart.cartWalk],
  ['cart validation', cart.cartValidation],
  ['offer', offers.offerRoundTrip],
  ['order and offer lists', offers.lists],
  ['BIN control', service.binControl],
  ['warranty', service.warranty],
  ['fault report', service.faultReport],
  ['quick order', quickOrder.quickOrder],
  ['no session', refusals.withoutSession],
  ['CSRF', refusals.csrfRefused],
  ['wrong role', refusals.wrongRole],
  ['dashboard', admin.dashboard],
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
  const suite = new Suite(options.document, new AnswerValidator(options.document));
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
    for (const [name, check] of CHECKS) {
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
