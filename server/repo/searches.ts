/** Search history for the admin dashboard (spec: the autocomplete records what was searched). */
import type Database from 'better-sqlite3';

export function recordSearch(db: Database.Database, userId: number | null, query: string): void {
  db.prepare('INSERT INTO search_queries (user_id, query, created_at) VALUES (?, ?, ?)').run(
    userId,
    query.slice(0, 100),
    new Date().toISOString(),
  );
}
