/**
 * Whether a new store is filled with the demo (bayi1…, the published password) or created empty for
 * real customers. `npm start` on SQLite keeps the demo a newcomer expects; PostgreSQL is where a store
 * for customers lives, so it starts empty unless asked. DEMO only decides when a store is created:
 * an existing store stays what it is (demoMarker.ts).
 */
import type { Engine } from './open';

/** DEMO: unset (the engine decides), '0' (empty) or '1' (the demo); anything else refuses to start. */
export function demoWanted(env: Record<string, string | undefined>, engine: Engine): boolean {
  const value = env.DEMO;
  if (value === undefined || value === '') return engine === 'sqlite';
  if (value === '0' || value === '1') return value === '1';
  throw new Error(
    `DEMO must be 0 (an empty store) or 1 (the demo store), or unset; it is ${JSON.stringify(value)}`,
  );
}

/** The engine a location names: PostgreSQL when it has a DATABASE_URL. */
export const engineOf = (location: { databaseUrl?: string }): Engine =>
  location.databaseUrl ? 'postgres' : 'sqlite';
