/** The quick order pad's and the reorder's calls (the contract is src/contract/quickOrder.ts). */
import type { FastifyInstance } from 'fastify';
import type { CartBatchLine } from '../../../src/contract/quickOrder';
import { verifyCsrf } from '../../auth/guards';
import type { AppContext } from '../../context';
import { localizeMessage } from '../../messagesEn';
import { cartItemsForViewer } from '../../repo/englishNames';
import { lookupProducts } from '../../repo/quickOrder';
import { addBatch } from '../../services/cartBatch';
import { noteCartChangeOf } from '../../services/cartTrace';
import { getSettings } from '../../repo/settings';
import { withUnitLabels } from '../../repo/unitLabels';
import { localeOf } from '../../services/pageConfig';

export function quickOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Catalogue data, like the product list: anyone may look codes up (with the session's token).
  app.post('/api/catalog/product-lookup', { preValidation: verifyCsrf(ctx) }, async (request, reply) => {
    const body = request.body as { codes?: string[]; ids?: number[] };
    reply.header('Cache-Control', 'no-store');
    const answer = await lookupProducts(ctx.db, { codes: body.codes ?? [], ids: body.ids ?? [] });
    return { ...answer, products: withUnitLabels(answer.products, await localeOf(ctx, request)) };
  });

  app.post('/api/catalog/cart/batch', { preValidation: [verifyCsrf(ctx)] }, async (request, reply) => {
    const { lines } = request.body as { lines: CartBatchLine[] };
    const locale = await localeOf(ctx, request);
    reply.header('Cache-Control', 'no-store');
    const settings = await getSettings(ctx.db);
    const answer = await addBatch(ctx.db, settings, request.user!.id, lines, (message) =>
      localizeMessage(message, locale),
    );
    await noteCartChangeOf(ctx, request);
    return { ...answer, items: await cartItemsForViewer(ctx.db, answer.items, locale) };
  });
}
