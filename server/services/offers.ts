/**
 * An offer's actions: made from the cart, cancelled, mailed, margins and customer data changed, and
 * put back into the cart (Düzenle). Who may change an offer is the domain's rule
 * (src/domain/company/companyRoles mayManageOffer): its maker or the company's Yönetici.
 */
import type { Settings } from '../../src/contract/hostConfig';
import type { Offer, OfferCustomer, OfferEditLine } from '../../src/contract/offers';
import { mayManageOffer, type MemberRole } from '../../src/domain/company/companyRoles';
import { isCustomerEmail, isHeaderText } from '../../src/domain/history/offerCustomer';
import { markedUpPrice, quoteTotals } from '../../src/domain/history/offerMargin';
import { formatAmount } from '../../src/domain/shared/money';
import type { Db } from '../db/handle';
import { inSavepoint, withBuyerLock, withCustomerLock } from '../db/transaction';
import { forbidden, foundOr, invalid, isRefusal, notFound } from '../domain/refusal';
import { MSG } from '../messages';
import { itemsOf, offerOf } from '../repo/offerList';
import {
  insertOffer,
  offerIdByNumber,
  offerNumber,
  queueMail,
  setItemProfit,
  setOfferCancelled,
  setOfferCustomer,
} from '../repo/offers';
import { priceCart } from '../repo/pricedCart';
import type { Buyer, Scope } from '../repo/scope';
import { getCurrencies, getSettings } from '../repo/settings';
import { addToCart, clearCart, roomFor } from './cartChanges';
import { chosenPlan } from './chosenPlan';

/**
 * The buyer's cart as an offer: priced under the payment plan the cart showed it with (`plan`, any of
 * the store's, a card plan too: an offer is not paid), so the offer carries the prices the buyer read;
 * saved and the cart emptied under the company's and the buyer's locks, as an order is. Refused when
 * the store has offers off, the plan is not the store's, or the cart is empty.
 */
export async function makeOffer(
  db: Db,
  buyer: Buyer,
  request: { description: string; plan: string },
): Promise<{ offerId: number; orderNo: string }> {
  if ((await getSettings(db)).b2b_teklif_ver_durum !== '1') throw forbidden(MSG.offersDisabled);
  await chosenPlan(db, request.plan);
  const { description } = request;
  const offerId = await withBuyerLock(db, buyer, async (trx) => {
    const priced = await priceCart(trx, buyer.userId, request.plan, await getCurrencies(trx));
    if (priced.lines.length === 0) throw invalid(MSG.cartEmpty);
    const id = await insertOffer(trx, {
      companyId: buyer.companyId,
      createdBy: buyer.userId,
      madeByRepresentative: buyer.representative?.id ?? null,
      createdAt: new Date().toISOString(),
      description,
      lines: priced.lines,
    });
    await clearCart(trx, buyer.userId);
    return id;
  });
  return { offerId, orderNo: offerNumber(offerId) };
}

/** Who is changing an offer. */
export interface OfferActor {
  id: number | null;
  role: MemberRole;
}

/** One offer of the scope that `actor` may change (its maker or a Yönetici); else 404 or 403. */
async function offerToChange(trx: Db, scope: Scope, actor: OfferActor, id: number): Promise<Offer> {
  const offer = foundOr(await offerOf(trx, scope, id), MSG.offerNotFound);
  if (!mayManageOffer(actor, offer)) throw forbidden(MSG.offerNotChangeable);
  return offer;
}

export function cancelOffer(db: Db, scope: Scope, actor: OfferActor, id: number): Promise<Offer> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    const offer = await offerToChange(trx, scope, actor, id);
    if (offer.isCancel) throw invalid(MSG.offerAlreadyCancelled);
    await setOfferCancelled(trx, id);
    return { ...offer, isCancel: true };
  });
}

/** Writes the quote mail to the outbox (nothing is sent; a real backend would pick it up). */
export function mailOffer(
  db: Db,
  scope: Scope,
  actor: OfferActor,
  id: number,
  sender: string,
): Promise<void> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    const offer = await offerToChange(trx, scope, actor, id);
    await queueMail(trx, {
      kind: 'offer',
      to: offer.customerEmail,
      subject: `${offer.orderNo} numaralı teklifiniz`,
      body: offerMailBody(offer, sender),
    });
  });
}

/**
 * The quote mail's text; a cancelled offer, or one without an address, is refused, and so is one whose
 * address or names a mail header could not carry as they are (saved before the rules were checked).
 */
function offerMailBody(offer: Offer, sender: string): string {
  if (offer.isCancel) throw invalid(MSG.offerMailCancelled);
  if (!offer.customerEmail) throw invalid(MSG.offerNoEmail);
  const headerSafe =
    isCustomerEmail(offer.customerEmail) &&
    isHeaderText(offer.customerName) &&
    isHeaderText(offer.customerCompanyName);
  if (!headerSafe) throw invalid(MSG.offerMailCustomerInvalid);
  const lines = offer.offerItems.map((i) => {
    const amount = markedUpPrice(i.price, i.profit) * i.quantity;
    return `- ${i.code} ${i.name}: ${i.quantity} x ${formatAmount(markedUpPrice(i.price, i.profit))} = ${formatAmount(amount)} TL`;
  });
  // The same totals as the detail and the printed quote; Genel Toplam is the list row's total.
  const totals = quoteTotals(offer.offerItems);
  return [
    `Sayın ${offer.customerName || offer.customerCompanyName || 'Müşterimiz'},`,
    '',
    `${sender} tarafından hazırlanan ${offer.orderNo} numaralı teklif aşağıdadır.`,
    ...lines,
    `Ara Toplam (KDV hariç): ${formatAmount(totals.subtotal)} TL`,
    `KDV: ${formatAmount(totals.tax)} TL`,
    `Genel Toplam (KDV dahil): ${formatAmount(offer.total)} TL`,
  ].join('\n');
}

/**
 * Düzenle: the offer's lines replace the cart. Each line goes through the cart's own add (the cart
 * service, the host's one enforcement point), capped first by the same rule the widget's preview
 * showed (domain/cart/cartLine: 1 to 100, within the controlled stock); a line the shop refuses (no
 * longer sold, out of stock) is left out with its message. Nothing to take: the cart is kept and the
 * refusal names the first line's product. The offer is the scope's; the cart is the buyer's own.
 */
export function offerIntoCart(
  db: Db,
  settings: Settings,
  scope: Scope,
  buyer: { companyId: number; userId: number },
  id: number,
  localize: (message: string) => string,
): Promise<OfferEditLine[]> {
  const userId = buyer.userId;
  return withBuyerLock(db, buyer, async (trx) => {
    foundOr(await offerOf(trx, scope, id), MSG.offerNotFound);
    const items = await itemsOf(trx, id);
    await clearCart(trx, userId);
    const lines: OfferEditLine[] = [];
    for (const item of items) {
      const wanted = Math.max(1, Math.round(item.quantity));
      const line = { itemId: item.id, productId: item.product_id, wanted };
      try {
        // A refused line is undone alone (its savepoint); the lines before it stay in the cart.
        const quantity = await inSavepoint(trx, 'offer_line', async () => {
          const room = await roomFor(trx, settings, userId, item.product_id, item.unit_id, wanted);
          await addToCart(trx, settings, userId, item.product_id, room, String(item.unit_id));
          return room;
        });
        lines.push({ ...line, quantity, message: '' });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        lines.push({ ...line, quantity: 0, message: localize(error.message) });
      }
    }
    const refused = lines.find((l) => l.quantity === 0);
    if (refused && lines.every((l) => l.quantity === 0))
      throw invalid(refused.message, { product: { id: refused.productId } });
    return lines;
  });
}

/** { offerId: { itemId: profit } }: every offer and item must be the user's, or nothing is saved. */
export function updateProfits(
  db: Db,
  scope: Scope,
  actor: OfferActor,
  update: Record<string, Record<string, number>>,
): Promise<void> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    for (const [offerId, items] of Object.entries(update)) {
      await offerToChange(trx, scope, actor, Number(offerId));
      for (const [itemId, profit] of Object.entries(items))
        if (!(await setItemProfit(trx, Number(offerId), Number(itemId), profit)))
          throw notFound(MSG.offerNotFound);
    }
  });
}

/** Customer data keyed by offer number: every offer must be one `actor` may change, or nothing is saved. */
export function updateCustomers(
  db: Db,
  scope: Scope,
  actor: OfferActor,
  update: Record<string, OfferCustomer>,
): Promise<void> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    for (const [orderNo, customer] of Object.entries(update)) {
      const id = foundOr(await offerIdByNumber(trx, scope.companyId, orderNo), MSG.offerNotFound);
      const offer = await offerToChange(trx, scope, actor, id);
      await setOfferCustomer(trx, offer.id, customer);
    }
  });
}
