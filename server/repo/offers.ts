/** Offers (quotes): the rows an offer's actions write (services/offers.ts; reading: offerList.ts). */
import type { OfferCustomer } from '../../src/contract/offers';
import type { Db } from '../db/handle';
import { withCustomerLock } from '../db/transaction';
import type { LineInput } from './pricedCart';
import { insertNumberedDocument } from './numberedDocument';

/** Offer numbers follow the id: TK100001 … */
export const offerNumber = (id: number) => `TK${100000 + id}`;

/** Saves an offer and its lines, under the company's lock (repo/numberedDocument.ts). */
export function insertOffer(
  db: Db,
  offer: {
    /** The company the offer is for, and the company user who made it. */
    companyId: number;
    createdBy: number;
    /** The representative who made it while acting for the company. */
    madeByRepresentative?: number | null;
    createdAt: string;
    description: string;
    lines: LineInput[];
  } & Partial<OfferCustomer>,
): Promise<number> {
  return withCustomerLock(db, offer.companyId, (trx) =>
    insertNumberedDocument(
      trx,
      'offers',
      {
        user_id: offer.companyId,
        created_by_user: offer.createdBy,
        made_by_representative: offer.madeByRepresentative ?? null,
        created_at: offer.createdAt,
        description: offer.description,
        currency: 'TRY',
        customer_name: offer.customerName ?? '',
        customer_company_name: offer.customerCompanyName ?? '',
        customer_email: offer.customerEmail ?? '',
        customer_phone: offer.customerPhone ?? '',
      },
      offerNumber,
      (id) =>
        offer.lines.map((l, i) => ({
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
        })),
    ),
  );
}

export async function setOfferCancelled(db: Db, id: number): Promise<void> {
  await db.updateTable('offers').set({ is_cancel: 1 }).where('id', '=', id).execute();
}

/** A mail written to the outbox (nothing is sent; a real backend would pick it up). */
export async function queueMail(
  db: Db,
  mail: { kind: string; to: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      body: mail.body,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Sets an item's margin; false when the offer has no such item. */
export async function setItemProfit(
  db: Db,
  offerId: number,
  itemId: number,
  profit: number,
): Promise<boolean> {
  const result = await db
    .updateTable('offer_items')
    .set({ profit })
    .where('id', '=', itemId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The id of the company's offer with this number. */
export async function offerIdByNumber(
  db: Db,
  companyId: number,
  orderNo: string,
): Promise<number | undefined> {
  const found = await db
    .selectFrom('offers')
    .select('id')
    .where('order_no', '=', orderNo)
    .where('user_id', '=', companyId)
    .executeTakeFirst();
  return found?.id;
}

export async function setOfferCustomer(db: Db, id: number, c: OfferCustomer): Promise<void> {
  await db
    .updateTable('offers')
    .set({
      customer_name: c.customerName,
      customer_email: c.customerEmail,
      customer_company_name: c.customerCompanyName,
      customer_phone: c.customerPhone,
    })
    .where('id', '=', id)
    .execute();
}
