/**
 * Saved shopping lists under /api/catalog/lists. Who may call each route is in
 * auth/access.ts (a company user; changes need a role with a cart); who may see or change one list is
 * the service's (services/shoppingLists.ts, on the domain's rule). Every change needs the CSRF token;
 * every answer is personal (no-store). Names and notes are judged by the service too, by the widget's
 * own rules (src/domain/lists/shoppingLists).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListLineRequest } from '../../../src/contract/lists';
import { judgeListName, judgeListNote } from '../../../src/domain/lists/shoppingLists';
import { buyerOf } from '../../auth/actor';
import { verifyCsrf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { localizeMessage } from '../../messagesEn';
import {
  addListLines,
  createList,
  deleteList,
  duplicateList,
  listDetail,
  listsOf,
  removeListLine,
  updateList,
  updateListLine,
  type ListReader,
} from '../../services/shoppingLists';
import { localeOf } from '../../services/pageConfig';
import type { RefusalNamer } from '../../http/refusalNames';
import { MSG } from '../../messages';

/**
 * Names what the document refused in a list's name or note with the widget's own rule
 * (src/domain/lists/shoppingLists), as the service would have.
 */
const namesListRefusal: RefusalNamer = (request) => {
  const body = (request.body ?? {}) as { name?: unknown; note?: unknown; lines?: unknown };
  if (typeof body.name === 'string' && !judgeListName(body.name).ok) return MSG.listNameInvalid;
  const lines: unknown[] = Array.isArray(body.lines) ? body.lines : [];
  const notes = [body.note, ...lines.map((line) => (line as { note?: unknown } | null)?.note)];
  if (notes.some((note) => typeof note === 'string' && !judgeListNote(note).ok)) return MSG.listNoteInvalid;
  return null;
};

function readerOf(request: FastifyRequest): ListReader {
  const buyer = buyerOf(request);
  return { id: buyer.userId, role: buyer.role, admin: false, companyId: buyer.companyId };
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function listRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = { preValidation: [verifyCsrf(ctx)], config: { namesRefusal: namesListRefusal } };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/api/catalog/lists', async (request, reply) => {
    noStore(reply);
    return { lists: await listsOf(ctx.db, readerOf(request)) };
  });

  app.post(
    '/api/catalog/lists',
    {
      ...write,
    },
    async (request, reply) => {
      const body = request.body as { name: string; shared: boolean };
      noStore(reply);
      return { list: await createList(ctx.db, readerOf(request), body.name, body.shared) };
    },
  );

  app.get('/api/catalog/lists/:id', async (request, reply) => {
    noStore(reply);
    return listDetail(ctx.db, readerOf(request), idOf(request), await localeOf(ctx, request));
  });

  app.patch(
    '/api/catalog/lists/:id',
    {
      ...write,
    },
    async (request, reply) => {
      const body = request.body as { name?: string; shared?: boolean };
      noStore(reply);
      return { list: await updateList(ctx.db, readerOf(request), idOf(request), body) };
    },
  );

  app.post(
    '/api/catalog/lists/:id/duplicate',
    {
      ...write,
    },
    async (request, reply) => {
      noStore(reply);
      const { name } = request.body as { name: string };
      return { list: await duplicateList(ctx.db, readerOf(request), idOf(request), name) };
    },
  );

  app.delete('/api/catalog/lists/:id', write, async (request, reply) => {
    await deleteList(ctx.db, readerOf(request), idOf(request));
    noStore(reply);
    return { success: true };
  });

  app.post(
    '/api/catalog/lists/:id/lines',
    {
      ...write,
    },
    async (request, reply) => {
      const locale = await localeOf(ctx, request);
      const { lines } = request.body as { lines: ListLineRequest[] };
      noStore(reply);
      return addListLines(ctx.db, readerOf(request), idOf(request), lines, locale, (message) =>
        localizeMessage(message, locale),
      );
    },
  );

  app.patch(
    '/api/catalog/lists/:id/lines/:lineId',
    {
      ...write,
    },
    async (request, reply) => {
      const { id, lineId } = request.params as { id: number; lineId: number };
      const change = request.body as { quantity?: number; unit?: number; note?: string };
      noStore(reply);
      return updateListLine(ctx.db, readerOf(request), id, lineId, change, await localeOf(ctx, request));
    },
  );

  app.delete('/api/catalog/lists/:id/lines/:lineId', write, async (request, reply) => {
    const { id, lineId } = request.params as { id: number; lineId: number };
    const list = await removeListLine(ctx.db, readerOf(request), id, lineId);
    noStore(reply);
    return { success: true, list };
  });
}
