/** The whole demo data set, in dependency order, in one transaction. */
import type Database from 'better-sqlite3';
import type { Db } from '../db/handle';
import { seedAccounts } from './accounts';
import { seedRepresentatives } from './representatives';
import { seedLedger, seedSearches } from './activity';
import { seedLists } from './lists';
import { seedCampaign } from './campaign';
import { seedEnglishNames } from './englishNames';
import { seedHistory } from './history';
import { insertImages } from './images';
import { catalogueOfSize } from './largeCatalogue';
import { families } from './productFamilies';
import { breakers, wiring } from './productLines';
import { cables, installation, lighting } from './productLines2';
import { secondHalf } from './productLines3';
import { seedProducts } from './products';
import { seedReference } from './reference';
import { seedStore } from './store';
import { seedWarranty } from './warranty';
import { markStore } from '../repo/storeMarker';
import { storeAttributesFromNames } from '../db/productAttributeRows';

const firstHalf = () => [
  ...wiring(),
  ...breakers(),
  ...lighting(),
  ...cables(),
  ...installation(),
  ...families(),
];

/** The demo catalogue; the second half comes after the first, which keeps its order and stock. */
export function allProductSeeds() {
  return [...firstHalf(), ...secondHalf()];
}

export interface SeedOptions {
  /** Grow the catalogue to this many products (a large catalogue for measurements). */
  products?: number;
}

/**
 * Fills an empty database in the caller's transaction `trx`, pictures included (the images table).
 * Dates are relative to `now`. The bulk inserts go straight to the connection (`db`, inside the same
 * transaction: one connection); what the host itself writes (settings, orders, offers) goes through
 * its repository functions on `trx`.
 */
export async function seedDatabase(
  db: Database.Database,
  trx: Db,
  now = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  const demo = allProductSeeds();
  const seeds = [...demo, ...catalogueOfSize(demo, options.products ?? 0)];
  const ref = seedReference(db, seeds);
  const jobs = seedProducts(db, seeds, ref, firstHalf().length);
  // The demo's data has no attribute columns: its products' attributes are what their names say.
  await storeAttributesFromNames(trx);
  seedCampaign(db);
  seedEnglishNames(db);
  await seedStore(db, trx);
  const users = seedAccounts(db, now);
  seedWarranty(db, now);
  await seedHistory(db, trx, users, now);
  seedSearches(db, users, now);
  seedLedger(db, users.get('bayi1')!, now);
  seedLists(db, users, now);
  seedRepresentatives(db, users);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seeded_at', now.toISOString());
  await markStore(trx, true);
  insertImages(db, jobs);
}
