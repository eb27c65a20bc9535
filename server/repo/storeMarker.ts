/**
 * Whether the store holds the demo (its published accounts and password) or is a store for real
 * customers: written once when the store is created, so every later start knows without guessing.
 */
import type { Db } from '../db/handle';

const DEMO_KEY = 'demo';

/** Remembers what the new store holds, in the caller's transaction. */
export async function markStore(trx: Db, demo: boolean): Promise<void> {
  await trx
    .insertInto('meta')
    .values({ key: DEMO_KEY, value: demo ? '1' : '0' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: demo ? '1' : '0' }))
    .execute();
}

/**
 * The marker, or for a store of a host before it (every such store was seeded with the demo) whether
 * the demo's first customer is there.
 */
export async function holdsDemo(db: Db): Promise<boolean> {
  const marker = await db.selectFrom('meta').select('value').where('key', '=', DEMO_KEY).executeTakeFirst();
  if (marker) return marker.value === '1';
  const bayi1 = await db.selectFrom('users').select('id').where('username', '=', 'bayi1').executeTakeFirst();
  return bayi1 !== undefined;
}
