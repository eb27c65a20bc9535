/**
 * What every store needs before its first customer, the demo's or a real one's: the settings at the
 * spec's defaults, the lira (prices and balances are kept in TRY), and the single payment offered
 * before a card's bank is known (the payment frame needs one plan for any card). Everything else a
 * storefront shows — customers, products, brands, categories, warehouses, banks and their instalment
 * fees, payment plans, pictures — is the distributor's own, brought by its ERP or its operator.
 */
import type { Settings } from '../../src/contract/hostConfig';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Db } from '../db/handle';
import { setSetting } from '../repo/settings';
import { markStore } from '../repo/storeMarker';

/** Fills a new empty store (its schema made) in the caller's transaction. */
export async function seedEssentials(trx: Db, now: Date): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS))
    await setSetting(trx, key as keyof Settings, value as never);
  await trx
    .insertInto('currencies')
    .values({ id: 1, code: 'TRY', exchange_rate: 1, is_default: 1 })
    .execute();
  await trx
    .insertInto('pos_plans')
    .values({ bank_id: null, installment: 1, commision_fee: 0, is_default: 1 })
    .execute();
  await trx.insertInto('meta').values({ key: 'seeded_at', value: now.toISOString() }).execute();
  await markStore(trx, false);
}
