/**
 * "Objects it made removed or cancelled and listed in the output". Everything the walk makes carries
 * the run's mark (an order's or offer's note, a list's name, a user's login), so at the end the suite
 * finds it again by the mark, even when the step that made it stopped or its answer could not be read,
 * undoes what is still in force, and lists each object in a row "made by the suite: …". These are
 * plain calls, not checked ones: --only never keeps the suite from cleaning up after itself.
 */
import { isRecord, type CheckContext, type MadeKind } from './context';
import type { BrowserLikeClient, Reply } from './httpClient';
import type { Suite } from './suite';

const ROW = 'made by the suite';

/** An object the walk made and undid itself, and that the backend no longer lists (a deleted list). */
export const recordUndone = (suite: Suite, what: string, undoneAs: string) =>
  suite.record(`${ROW}: ${what} (${undoneAs})`, []);

interface Found {
  what: string;
  /** How it stands when undone: 'cancelled', 'deactivated' … */
  undoneAs: string;
  /** Undoes it; null when it is undone already (or final, as a rejected order). */
  undo: (() => Promise<Reply>) | null;
}

interface Finder {
  read: string;
  find(client: BrowserLikeClient, mark: string): Promise<{ status: number; found: Found[] | null }>;
}

const itemsOf = (json: unknown, key: string) =>
  isRecord(json) && Array.isArray(json[key]) ? json[key].filter(isRecord) : null;

const cancel = { body: { json: { cancel: true } } };

const FINDERS: Record<MadeKind, Finder> = {
  orders: {
    read: 'GET /api/catalog/orders',
    async find(client, mark) {
      const reply = await client.get('/api/catalog/orders?limit=100&sort=-date');
      const orders = itemsOf(reply.json, 'orders')?.filter((o) => String(o.description).includes(mark));
      return {
        status: reply.status,
        found:
          orders?.map((o) => {
            const rejected = o.status === 'rejected';
            return {
              what: `order ${String(o.orderNo)}${o.status === 'waiting' ? ', waiting for approval' : ''}`,
              // A rejected order is final: it was never placed.
              undoneAs: rejected && o.isCancel !== true ? 'rejected, never placed' : 'cancelled',
              undo:
                o.isCancel === true || rejected
                  ? null
                  : () => client.patch(`/api/catalog/order/${Number(o.id)}`, cancel),
            };
          }) ?? null,
      };
    },
  },
  offers: {
    read: 'GET /api/catalog/offers',
    async find(client, mark) {
      const reply = await client.get('/api/catalog/offers?limit=100&sort=-date');
      const offers = itemsOf(reply.json, 'offers')?.filter((o) => String(o.description).includes(mark));
      return {
        status: reply.status,
        found:
          offers?.map((o) => ({
            what: `offer ${String(o.orderNo)}`,
            undoneAs: 'cancelled',
            undo:
              o.isCancel === true ? null : () => client.patch(`/api/catalog/offer/${Number(o.id)}`, cancel),
          })) ?? null,
      };
    },
  },
  lists: {
    read: 'GET /api/catalog/lists',
    async find(client, mark) {
      const reply = await client.get('/api/catalog/lists');
      const lists = itemsOf(reply.json, 'lists')?.filter((l) => String(l.name).includes(mark));
      return {
        status: reply.status,
        found:
          lists?.map((l) => ({
            what: `shopping list ${Number(l.id)} "${String(l.name)}"`,
            undoneAs: 'deleted',
            undo: () => client.delete(`/api/catalog/lists/${Number(l.id)}`),
          })) ?? null,
      };
    },
  },
  users: {
    read: 'GET /api/company/users',
    async find(client, mark) {
      const reply = await client.get('/api/company/users');
      const users = itemsOf(reply.json, 'users')?.filter((u) => String(u.username).includes(mark));
      return {
        status: reply.status,
        found:
          users?.map((u) => ({
            what: `company user ${String(u.username)}`,
            undoneAs: 'deactivated',
            undo:
              u.active === false ? null : () => client.post(`/api/company/users/${Number(u.id)}/deactivate`),
          })) ?? null,
      };
    },
  },
};

/** Finds what the walk made, undoes what is still in force, and lists every object. */
export async function undoMade(ctx: CheckContext): Promise<void> {
  const { suite, customer } = ctx;
  for (const kind of ['orders', 'offers', 'lists', 'users'] as const) {
    if (!ctx.made.has(kind)) continue;
    const finder = FINDERS[kind];
    const { status, found } = await finder.find(customer, ctx.mark);
    if (status !== 200 || found === null) {
      suite.record(`${ROW}: ${kind}`, [
        `${finder.read} answered ${status}${found === null ? ' with no list the suite can read' : ''}: the ${kind} it made may be left as they are`,
      ]);
      continue;
    }
    for (const object of found) {
      if (!object.undo) {
        recordUndone(suite, object.what, object.undoneAs);
        continue;
      }
      const reply = await object.undo();
      if (reply.status === 200) recordUndone(suite, object.what, `${object.undoneAs} at the end`);
      else suite.record(`${ROW}: ${object.what} (left as it is)`, [`undoing it answered ${reply.status}`]);
    }
  }
}
