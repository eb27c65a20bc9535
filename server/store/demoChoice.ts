/**
 * Whether a new store is filled with the demo (bayi1…, the published password) or created empty for
 * real customers. `npm start` on SQLite keeps the demo a newcomer expects; PostgreSQL is where a store
 * for customers lives, so it starts empty unless asked. DEMO (config/readConfig.ts) only decides when a
 * store is created: an existing store stays what it is (repo/storeMarker.ts).
 */
/** DEMO's answer when it was given; unset, the engine's rule. */
export const demoWanted = (demo: boolean | undefined, engine: 'sqlite' | 'postgres'): boolean =>
  demo ?? engine === 'sqlite';
