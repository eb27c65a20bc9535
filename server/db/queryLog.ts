/**
 * QUERY_LOG=1: every query the host runs, with its time, on stderr (one line each). For finding how
 * many queries a page makes and which are slow; off unless asked for.
 */
import type { LogConfig, LogEvent } from 'kysely';

function printQuery(event: LogEvent): void {
  if (event.level !== 'query') return;
  const micros = (event.queryDurationMillis * 1000).toFixed(0);
  process.stderr.write(`Q ${micros}us ${event.query.sql.replace(/\s+/g, ' ').slice(0, 140)}\n`);
}

export const queryLog = (enabled = false): LogConfig | undefined => (enabled ? printQuery : undefined);
