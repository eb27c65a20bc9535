/** Offers (quotes): creation from the cart, cancel, mail to the outbox, edit back into the cart (reading: offerList.ts). */
import { randomUUID } from 'node:crypto';
import type { Offer, OfferCustomer } from '../../src/contract/offers';
import { mayManageOffer, type CompanyRole } from '../../src/domain/company/companyRoles';
import { formatAmount } from '../../src/domain/shared/money';
import { isCustomerEmail, isHeaderText } from '../../src/domain/history/offerCustomer';
import { markedUpPrice, quoteTotals } from '../../src/domain/history/offerMargin';
import type { Settings } from '../../src/contract/hostConfig';
import type { OfferEditLine } from '../../src/contract/offers';
import type { Db } from '../db/handle';
import { inSavepoint, withBuyerLock, withCustomerLock } from '../db/transaction';
import { badRequest, HttpError, notFound } from '../http/errors';
import { MSG } from '../messages';
import { addToCart, clearCart, roomFor } from './cart';
import type { LineInput } from './pricedCart';
import { itemsOf, offerOf } from './offerList';
import type { Scope } from './scope';

/** Offer numbers follow the id: TK100001 … */
export const offerNumber = (id: number) => `TK${100000 + id}`;

/**
 * The id is the database's (the row's identity, read back with RETURNING), so concurrent offers never
 * share a number. The number derived from it is written once the id is known; until then the row
 * holds a one-off placeholder (order_no is unique), never seen outside this transaction.
 */
export function insertOffer(
  db: Db,
  offer: {
    /** The company the offer is for, and the company user who made it. */
    companyId: number;
    createdBy: number;
    createdAt: string;
    description: string;
    lines: LineInput[];
  } & Partial<OfferCustomer>,
): Promise<number> {
  return withCustomerLock(db, offer.companyId, async (trx) => {
    const { id } = await trx
      .insertInto('offers')
      .values({
        order_no: `new:${randomUUID()}`,
        user_id: offer.companyId,
        created_by_user: offer.createdBy,
        created_at: offer.createdAt,
        description: offer.description,
        currency: 'TRY',
        customer_name: offer.customerName ?? '',
        customer_company_name: offer.customerCompanyName ?? '',
        customer_email: offer.customerEmail ?? '',
        customer_phone: offer.customerPhone ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('offers')
      .set({ order_no: offerNumber(id) })
      .where('id', '=', id)
      .execute();
    for (const [i, l] of offer.lines.entries())
      await trx
        .insertInto('offer_items')
        .values({
          offer_id: id,
          product_id: l.productId,
          unit_id: l.unitId,
          code: l.code,
          name: l.name,
          image: l.image,
          quantity: l.quantity,
          price: l.price,
          tax_rate: l.taxRate,
          position: i,
        })
        .execute();
    return id;
  });
}

/** Who is changing an offer: the rule of domain/company/companyRoles mayManageOffer decides. */
export interface OfferActor {
  id: number;
  role: CompanyRole;
}

/** One offer of the scope that `actor` may change (its maker or a Yönetici); else 404 or 403. */
async function offerToChange(trx: Db, scope: Scope, actor: OfferActor, id: number): Promise<Offer> {
  const offer = await offerOf(trx, scope, id);
  if (!mayManageOffer(actor, offer)) throw new HttpError(403, MSG.offerNotChangeable);
  return offer;
}

export function cancelOffer(db: Db, scope: Scope, actor: OfferActor, id: number): Promise<Offer> {
  return withCustomerLock(db, scope.companyId, async (trx) => {
    const offer = await offerToChange(trx, scope, actor, id);
    if (offer.isCancel) throw badRequest(MSG.offerAlreadyCancelled);
    await trx.updateTable('offers').set({ is_cancel: 1 }).where('id', '=', id).execute();
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
    const body = offerMailBody(offer, sender);
    await trx
      .insertInto('outbox')
      .values({
        kind: 'offer',
        to_address: offer.customerEmail,
        subject: `${offer.orderNo} numaralı teklifiniz`,
        body,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}

/**
 * The quote mail's text; a cancelled offer, or one without an address, is refused, and so is one whose
 * address or names a mail header could not carry as they are (saved before the rules were checked).
 */
function offerMailBody(offer: Offer, sender: string): string {
  if (offer.isCancel) throw badRequest(MSG.offerMailCancelled);
  if (!offer.customerEmail) throw badRequest(MSG.offerNoEmail);
  const headerSafe =
    isCustomerEmail(offer.customerEmail) &&
    isHeaderText(offer.customerName) &&
    isHeaderText(offer.customerCompanyName);
  if (!headerSafe) throw badRequest(MSG.offerMailCustomerInvalid);
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
 * Düzenle: the offer's lines replace the cart. Each line goes through the cart's own add
 * (repo/cart addToCart, the host's one enforcement point), capped first by the same rule the widget's
 * preview showed (domain/cart/cartLine: 1 to 100, within the controlled stock); a line the shop refuses
 * (no longer sold, out of stock) is left out with its message. Nothing to take: the cart is kept and
 * the refusal names the first line's product. The offer is the scope's; the cart is the buyer's own.
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
    await offerOf(trx, scope, id);
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
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        lines.push({ ...line, quantity: 0, message: localize(error.message) });
      }
    }
    const refused = lines.find((l) => l.quantity === 0);
    if (refused && lines.every((l) => l.quantity === 0))
      throw badRequest(refused.message, { product: { id: refused.productId } });
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
      for (const [itemId, profit] of Object.entries(items)) {
        const result = await trx
          .updateTable('offer_items')
          .set({ profit })
          .where('id', '=', Number(itemId))
          .where('offer_id', '=', Number(offerId))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound(MSG.offerNotFound);
      }
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
    for (const [orderNo, c] of Object.entries(update)) {
      const found = await trx
        .selectFrom('offers')
        .select('id')
        .where('order_no', '=', orderNo)
        .where('user_id', '=', scope.companyId)
        .executeTakeFirst();
      if (!found) throw notFound(MSG.offerNotFound);
      const offer = await offerToChange(trx, scope, actor, found.id);
      await trx
        .updateTable('offers')
        .set({
          customer_name: c.customerName,
          customer_email: c.customerEmail,
          customer_company_name: c.customerCompanyName,
          customer_phone: c.customerPhone,
        })
        .where('id', '=', offer.id)
        .execute();
    }
  });
}
