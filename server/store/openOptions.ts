/** How a store is opened, the same for both engines (open.ts). */
export interface OpenOptions {
  /** Delete the store first and seed again. */
  reset?: boolean;
  log?: (message: string) => void;
  /** When seeding: grow the catalogue to this many products (see seed/largeCatalogue.ts). */
  products?: number;
  /** QUERY_LOG: every query with its time on stderr. */
  queryLog?: boolean;
  /** PostgreSQL only: the connections this instance keeps open at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * When the store is created: the demo (true) or an empty store (false); unset, the engine's rule
   * (demoChoice.ts: the demo on SQLite, empty on PostgreSQL). An existing store stays what it is.
   */
  demo?: boolean;
}
