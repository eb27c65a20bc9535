/** Catalogue calls: the product list (and the product the walk uses), a product's page, suggestions, header. */
import { BrowserLikeClient } from '../httpClient';
import { PAGE_SCHEMAS } from '../operations';
import { pageProps } from '../pageProps';
import { isRecord, type Check, type FoundProduct } from '../context';
import { StepFailed } from '../suite';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/**
 * A product a customer can put into the cart twice: not a variant family's master (variantCheck 0),
 * priced, with stock for 2 of its default unit. The answer itself is checked by the suite; this
 * only reads what it can.
 */
function addable(product: Record<string, unknown>): FoundProduct | null {
  const units = Array.isArray(product.units) ? product.units.filter(isRecord) : [];
  const unit = units.find((u) => u.id === product.defaultUnit) ?? units[0];
  const price = isRecord(product.salePrice) ? num(product.salePrice.value) : 0;
  if (!unit || product.variantCheck === 0 || !(price > 0)) return null;
  if (num(product.quantity) < 2 * num(unit.multiplier ?? 1)) return null;
  return {
    id: num(product.id),
    code: String(product.code ?? ''),
    name: String(product.name ?? ''),
    seo: String(product.seo ?? ''),
    unitId: num(unit.id),
    brandCode: isRecord(product.brand) && typeof product.brand.code === 'string' ? product.brand.code : '',
  };
}

/**
 * The cheapest such product first: the orders the walk places on account (and cancels) then take as
 * little of the customer's risk limit as they can.
 */
export const productList: Check = async (ctx) => {
  for (const query of [{ sort: 'price' }, undefined, { sort: '-quantity' }]) {
    const reply = await ctx.suite.call(ctx.customer, 'products', { query });
    const products = isRecord(reply.json) && Array.isArray(reply.json.products) ? reply.json.products : [];
    ctx.product =
      products
        .filter(isRecord)
        .map(addable)
        .find((p) => p !== null) ?? null;
    if (ctx.product) return;
  }
  ctx.suite.record('discover a product', [
    'no product on the list can be added to the cart (stock, price, variant)',
  ]);
  throw new StepFailed('no product');
};

/** The config block of the landing page and the product page's ProductDetail props. */
export const pages: Check = async (ctx) => {
  const { suite } = ctx;
  const configSchema = suite.document.schemaNamed(...PAGE_SCHEMAS.configBlock);
  suite.record(
    'page #b2b-config block',
    configSchema
      ? suite.validator.check(configSchema, ctx.config, 'config')
      : ['no config block schema in the document'],
  );
  const label = 'page /{seo}-p-{id} (ProductDetail props)';
  if (!ctx.product) {
    suite.skip(label, 'the product list gave no product to open');
    return;
  }
  await pageProps(suite, ctx.customer, {
    path: `/${ctx.product.seo}-p-${ctx.product.id}`,
    widget: 'ProductDetail',
    schemaNames: PAGE_SCHEMAS.productDetailProps,
    label,
  });
};

/** A catalogue path: the product's brand, else the search page with a word of its name. */
export const catalogPath: Check = async (ctx) => {
  const { product } = ctx;
  if (!product) {
    ctx.suite.skipCall('productsAtPath', 'the product list gave no product whose brand to open');
    return;
  }
  await ctx.suite.call(
    ctx.customer,
    'productsAtPath',
    product.brandCode
      ? { params: { catalogPath: product.brandCode } }
      : { params: { catalogPath: 'search' }, query: { q: product.name.split(/\s+/)[0] ?? '' } },
  );
};

export const suggestionsAndHeader: Check = async (ctx) => {
  const q = ctx.product?.code || ctx.product?.name.split(/\s+/)[0] || 'a';
  await ctx.suite.call(ctx.customer, 'autocomplete', { query: { q } });
  await ctx.suite.call(ctx.customer, 'topHeader');
  await ctx.suite.call(new BrowserLikeClient(ctx.base), 'topHeader', { caseName: 'anonymous' });
};

/** Saves a preference with the value it already has: the call is checked, nothing changes. */
export const settingsSave: Check = async (ctx) => {
  const locale = ctx.config.locale === 'en' ? 'en' : 'tr';
  await ctx.suite.call(ctx.customer, 'settings', { body: { json: { key: 'locale', value: locale } } });
};
