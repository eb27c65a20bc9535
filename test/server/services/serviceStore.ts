/**
 * What the service suites share: the demo store of the run's engine opened directly (no host), and
 * the refusal a service's work ended in.
 */
import type { Db } from '../../../server/db/handle';
import { ServiceError, type RefusalKind } from '../../../server/domain/refusal';
import { openDatabase } from '../../../server/store/open';
import { newStore } from '../helpers';

export interface ServiceStore {
  db: Db;
  close(): Promise<void>;
}

/** A fresh demo store (SQLite, or a clone of the PostgreSQL template under TEST_DB=postgres). */
export async function openServiceStore(): Promise<ServiceStore> {
  const store = await newStore();
  const { db } = await openDatabase(store, { demo: true });
  return {
    db,
    async close() {
      await db.destroy();
      await store.remove();
    },
  };
}

/** What `work` was refused with: a ServiceError's kind and message (anything else fails the test). */
export async function refusalOf(work: Promise<unknown>): Promise<{ kind: RefusalKind; message: string }> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, message: error.message };
}
