/** The whole demo data set, in dependency order, in one transaction. */
import path from 'node:path';
import type Database from 'better-sqlite3';
import { seedAccounts } from './accounts';
import { seedLedger, seedSearches } from './activity';
import { seedCampaign } from './campaign';
import { seedEnglishNames } from './englishNames';
import { seedHistory } from './history';
import { writeImages } from './images';
import { catalogueOfSize } from './largeCatalogue';
import { families } from './productFamilies';
import { breakers, wiring } from './productLines';
import { cables, installation, lighting } from './productLines2';
import { secondHalf } from './productLines3';
import { seedProducts } from './products';
import { seedReference } from './reference';
import { seedStore } from './store';
import { seedWarranty } from './warranty';

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

/** Fills an empty database; images go to dataDir/images. Dates are relative to `now`. */
export function seedDatabase(
  db: Database.Database,
  dataDir: string,
  now = new Date(),
  options: SeedOptions = {},
): void {
  const demo = allProductSeeds();
  const seeds = [...demo, ...catalogueOfSize(demo, options.products ?? 0)];
  const jobs = db.transaction(() => {
    const ref = seedReference(db, seeds);
    const imageJobs = seedProducts(db, seeds, ref, firstHalf().length);
    seedCampaign(db);
    seedEnglishNames(db);
    seedStore(db);
    const users = seedAccounts(db, now);
    seedWarranty(db, now);
    seedHistory(db, users, now);
    seedSearches(db, users, now);
    seedLedger(db, users.get('bayi1')!, now);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seeded_at', now.toISOString());
    return imageJobs;
  })();
  writeImages(path.join(dataDir, 'images'), jobs);
}
