/**
 * The one way the host reaches its data: a Kysely handle over the store's tables. A transaction is a
 * handle too, so every repository function takes `Db` and runs the same inside or outside one.
 */
import type { Kysely } from 'kysely';
import type { StoreTables } from './tables';

export type Db = Kysely<StoreTables>;
