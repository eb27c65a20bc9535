/**
 * "Objects it made removed or cancelled and listed in the output". Everything the walk makes carries
 * the run's mark (an order's or offer's note, a list's name, a user's login), so at the end the suite
 * finds it again by the mark, even when the step that made it stopped or its answer could not be read,
 * undoes what is still in force, and lists each object in a row "made by the suite: …". These are
 * plain calls, not checked ones: --only never keeps the suite from cleaning up after itself.
 */
import { isRecord, type CheckContext, type MadeKind } from './context';
import type { RequestOptions } from './httpClient';
import type { Suite } from './suite';

const ROW = 'made by the suite';

/**
 * A row for an object the walk made, with how it was left: the end lists what it finds again, the walk
 * itself what the backend no longer lists (a deleted list) or what cannot be undone (a payment).
 */
export const recordMade = (suite: Suite, what: string, leftAs: string) =>
  suite.record(`${ROW}: ${what} (${leftAs})`, []);

type Item = Record<string, unknown>;

interface Undo {
  method: 'PATCH' | 'POST' | 'DELETE';
  path: string;
  options?: RequestOptions;
}

/** Where the objects of a kind are listed, which field carries the mark, and how one is undone. */
interface MadeObjects {
  path: string;
  /** The answer's field holding the objects. */
  key: string;
  marked: (item: Item) => unknown;
  what: (item: Item) => string;
  /** How it is left once undone ('cancelled' …). */
  undoneAs: (item: Item) => string;
  /** The call that undoes it; null when nothing is left to undo. */
  undo: (item: Item) => Undo | null;
}

const cancel = { body: { json: { cancel: true } } };

const KINDS: Record<MadeKind, MadeObjects> = {
  orders: {
    path: '/api/catalog/orders?limit=100&sort=-date',
    key: 'orders',
    marked: (o) => o.description,
    what: (o) => `order ${String(o.orderNo)}${o.status === 'waiting' ? ', waiting for approval' : ''}`,
    // A rejected order is final: it was never placed.
    undoneAs: (o) =>
      o.status === 'rejected' && o.isCancel !== true ? 'rejected, never placed' : 'cancelled',
    undo: (o) =>
      o.isCancel === true || o.status === 'rejected'
        ? null
        : { method: 'PATCH', path: `/api/catalog/order/${Number(o.id)}`, options: cancel },
  },
  offers: {
    path: '/api/catalog/offers?limit=100&sort=-date',
    key: 'offers',
    marked: (o) => o.description,
    what: (o) => `offer ${String(o.orderNo)}`,
    undoneAs: () => 'cancelled',
    undo: (o) =>
      o.isCancel === true
        ? null
        : { method: 'PATCH', path: `/api/catalog/offer/${Number(o.id)}`, options: cancel },
  },
  lists: {
    path: '/api/catalog/lists',
    key: 'lists',
    marked: (l) => l.name,
    what: (l) => `shopping list ${Number(l.id)} "${String(l.name)}"`,
    undoneAs: () => 'deleted',
    undo: (l) => ({ method: 'DELETE', path: `/api/catalog/lists/${Number(l.id)}` }),
  },
  users: {
    path: '/api/company/users',
    key: 'users',
    marked: (u) => u.username,
    what: (u) => `company user ${String(u.username)}`,
    undoneAs: () => 'deactivated',
    undo: (u) =>
      u.active === false ? null : { method: 'POST', path: `/api/company/users/${Number(u.id)}/deactivate` },
  },
};

/** Finds what the walk made, undoes what is still in force, and lists every object. */
export async function undoMade(ctx: CheckContext): Promise<void> {
  const { suite, customer, mark } = ctx;
  for (const kind of ['orders', 'offers', 'lists', 'users'] as const) {
    if (!ctx.made.has(kind)) continue;
    const objects = KINDS[kind];
    const reply = await customer.get(objects.path);
    const items = isRecord(reply.json) ? reply.json[objects.key] : undefined;
    if (reply.status !== 200 || !Array.isArray(items)) {
      suite.record(`${ROW}: ${kind}`, [
        `GET ${objects.path} answered ${reply.status} without a list of ${objects.key}: the ${kind} the suite made may be left as they are`,
      ]);
      continue;
    }
    for (const item of items.filter(isRecord).filter((i) => String(objects.marked(i)).includes(mark))) {
      const undo = objects.undo(item);
      if (!undo) {
        recordMade(suite, objects.what(item), objects.undoneAs(item));
        continue;
      }
      const undone = await customer.request(undo.method, undo.path, undo.options);
      if (undone.status === 200)
        recordMade(suite, objects.what(item), `${objects.undoneAs(item)} at the end`);
      else
        suite.record(`${ROW}: ${objects.what(item)} (left as it is)`, [
          `${undo.method} ${undo.path} answered ${undone.status}`,
        ]);
    }
  }
}
