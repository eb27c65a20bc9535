/**
 * Saved shopping lists under /api/catalog/lists. Who may call each route is in
 * auth/access.ts (a company user; changes need a role with a cart); who may see or change one list is
 * the service's (services/shoppingLists.ts, on the domain's rule). Every change needs the CSRF token;
 * every answer is personal (no-store). Names and notes are judged by the service too, by the widget's
 * own rules (src/domain/lists/shoppingLists).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIST_ADD_MAX_LINES, type ListLineRequest } from '../../../src/contract/lists';
import { LIST_NAME_MAX, LIST_NOTE_MAX } from '../../../src/domain/lists/shoppingLists';
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
import { idParams, quantityField } from './schemas';

// Room for blanks around a name or a note; the domain's rule decides.
const nameField = { type: 'string', maxLength: LIST_NAME_MAX * 4 } as const;
const noteField = { type: 'string', maxLength: LIST_NOTE_MAX * 4 } as const;
const idField = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const lineParams = {
  type: 'object',
  properties: { id: idField, lineId: idField },
  required: ['id', 'lineId'],
} as const;

function readerOf(request: FastifyRequest): ListReader {
  const buyer = buyerOf(request);
  return { id: buyer.userId, role: buyer.role, admin: false, companyId: buyer.companyId };
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function listRoutes(app: FastifyInstance, ctx: AppContext): void {
  const write = { preValidation: [verifyCsrf(ctx)] };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get('/api/catalog/lists', async (request, reply) => {
    noStore(reply);
    return { lists: await listsOf(ctx.db, readerOf(request)) };
  });

  app.post(
    '/api/catalog/lists',
    {
      ...write,
      schema: {
        body: {
          type: 'object',
          properties: { name: nameField, shared: { type: 'boolean', default: false } },
          required: ['name'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { name: string; shared: boolean };
      noStore(reply);
      return { list: await createList(ctx.db, readerOf(request), body.name, body.shared) };
    },
  );

  app.get('/api/catalog/lists/:id', { schema: { params: idParams } }, async (request, reply) => {
    noStore(reply);
    return listDetail(ctx.db, readerOf(request), idOf(request), await localeOf(ctx, request));
  });

  app.patch(
    '/api/catalog/lists/:id',
    {
      ...write,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          properties: { name: nameField, shared: { type: 'boolean' } },
          minProperties: 1,
          additionalProperties: false,
        },
      },
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
      schema: {
        params: idParams,
        body: {
          type: 'object',
          properties: { name: nameField },
          required: ['name'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { name } = request.body as { name: string };
      return { list: await duplicateList(ctx.db, readerOf(request), idOf(request), name) };
    },
  );

  app.delete('/api/catalog/lists/:id', { ...write, schema: { params: idParams } }, async (request, reply) => {
    await deleteList(ctx.db, readerOf(request), idOf(request));
    noStore(reply);
    return { success: true };
  });

  app.post(
    '/api/catalog/lists/:id/lines',
    {
      ...write,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          properties: {
            lines: {
              type: 'array',
              minItems: 1,
              maxItems: LIST_ADD_MAX_LINES,
              items: {
                type: 'object',
                properties: { productId: idField, quantity: quantityField, unit: idField, note: noteField },
                required: ['productId', 'quantity'],
                additionalProperties: false,
              },
            },
          },
          required: ['lines'],
          additionalProperties: false,
        },
      },
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
      schema: {
        params: lineParams,
        body: {
          type: 'object',
          properties: { quantity: quantityField, unit: idField, note: noteField },
          minProperties: 1,
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { id, lineId } = request.params as { id: number; lineId: number };
      const change = request.body as { quantity?: number; unit?: number; note?: string };
      noStore(reply);
      return updateListLine(ctx.db, readerOf(request), id, lineId, change, await localeOf(ctx, request));
    },
  );

  app.delete(
    '/api/catalog/lists/:id/lines/:lineId',
    { ...write, schema: { params: lineParams } },
    async (request, reply) => {
      const { id, lineId } = request.params as { id: number; lineId: number };
      const list = await removeListLine(ctx.db, readerOf(request), id, lineId);
      noStore(reply);
      return { success: true, list };
    },
  );
}
