/** The cart page's payment plans (its Cart placeholder's props), read once. */
import { isRecord, type CartPlans, type CheckContext } from '../context';
import { PAGE_SCHEMAS } from '../operations';
import { pageProps } from '../pageProps';

/**
 * The plan an order on account is saved under (the preselected one unless it is paid by card, else the
 * first that is not; '' for sale prices when the page offers none) and the card's (the virtual plan;
 * '' when there is none, a card then pays sale prices).
 */
export async function cartPlans(ctx: CheckContext): Promise<CartPlans> {
  if (ctx.plans) return ctx.plans;
  const props = await pageProps(ctx.suite, ctx.customer, {
    path: '/sepet',
    widget: 'Cart',
    schemaNames: PAGE_SCHEMAS.cartProps,
    label: 'page /sepet (Cart props)',
  });
  const options = Array.isArray(props?.paymentOptions) ? props.paymentOptions.filter(isRecord) : [];
  const onAccount = options.filter((o) => o.isVirtual !== true);
  const account = onAccount.find((o) => o.varsayilan === true) ?? onAccount[0];
  const card = options.find((o) => o.isVirtual === true);
  const name = (option: Record<string, unknown> | undefined) =>
    typeof option?.priceName === 'string' ? option.priceName : '';
  ctx.plans = { account: name(account), card: name(card) };
  return ctx.plans;
}
