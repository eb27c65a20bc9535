/**
 * The answer of GET /api/catalog/cart for a request: the cart call answers it, and the cart page
 * embeds it in its Cart placeholder (firstAnswer), so both are the one answer.
 */
import type { FastifyRequest } from 'fastify';
import type { CartItem } from '../../src/contract/cart';
import type { AppContext } from '../context';
import { getCart } from '../repo/cart';
import { cartItemsForViewer } from '../repo/englishNames';
import { localeOf } from './pageConfig';

/**
 * hasCart: whether the request's user may have a cart (auth/access: anonymous visitors, admins and
 * viewers have none, and an empty list keeps their mini cart quiet).
 */
export async function cartAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  hasCart: boolean,
): Promise<CartItem[]> {
  if (!request.user || !hasCart) return [];
  // The lines' products under the names of the viewer's language (English names where given).
  return cartItemsForViewer(ctx.db, await getCart(ctx.db, request.user.id), await localeOf(ctx, request));
}
