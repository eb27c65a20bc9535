/** How a store is opened, the same for both engines (open.ts). */
export interface OpenOptions {
  /** Delete the store first and seed again. */
  reset?: boolean;
  log?: (message: string) => void;
  /** When seeding: grow the catalogue to this many products (see seed/largeCatalogue.ts). */
  products?: number;
}
