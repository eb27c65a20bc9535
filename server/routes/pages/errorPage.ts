/** The HTML error page (404, 403, 500 …) inside the normal layout. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageKit } from './kit';
import { errorBody } from '../../views/pages/simple';

export const errorPage =
  (kit: PageKit) =>
  async (request: FastifyRequest, reply: FastifyReply, status: number, message: string): Promise<string> => {
    const t = await kit.text(request);
    const title = status === 404 ? t.notFoundTitle : t.errorTitle;
    return kit.html(request, reply, { title, body: errorBody(title, message, t.backHome) });
  };
