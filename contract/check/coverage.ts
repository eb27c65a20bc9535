/**
 * Every operation of the document is in the table: one that no check reached gets a row of its own,
 * skipped with the reason, so a run never leaves an operation out silently.
 */
import { CALLS } from './operations';
import type { Suite } from './suite';

/** `stopped`: why the walk ended early (a refused login), said for every operation it did not reach. */
export function listUnreached(suite: Suite, stopped: string | null = null): void {
  const reached = new Set(suite.results().map((row) => row.operationId));
  const known = new Set(Object.values(CALLS).map((c) => suite.document.find(c.method, c.path)));
  for (const operation of suite.document.operations) {
    if (operation.operationId !== null && reached.has(operation.operationId)) continue;
    const label = `${operation.method} ${operation.template}`;
    if (operation.operationId !== null) suite.row(label).operationId = operation.operationId;
    const reason =
      suite.leftOut(operation.operationId) ??
      stopped ??
      (known.has(operation)
        ? 'not reached: a step before it in its check stopped (see the rows above)'
        : 'the suite has no check for this operation');
    suite.skip(label, reason);
  }
}
