/**
 * Who changed a company's cart last (the administrator's customer carts show it): the request's
 * person, marked as the company's representative when they act for it.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { noteCartChange } from '../repo/representatives';

export async function noteCartChangeOf(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const { user, person, representative } = request;
  if (!user || !person) return;
  await noteCartChange(ctx.db, user.id, { userId: person.id, representative: representative !== null });
}
