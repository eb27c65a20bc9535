/**
 * The balancer's and the orchestrator's questions: GET /healthz (the process answers) and GET /readyz
 * (it can serve: services/readiness). Public, cheap (no session is read for them, auth/hooks.ts) and
 * never cached, since the answer is about this instance now.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { readiness } from '../services/readiness';

const fresh = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (_request, reply) => {
    fresh(reply);
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    fresh(reply);
    const state = await readiness(ctx.db);
    if (state.ready) return { status: 'ready' };
    ctx.log(`readyz: not ready: ${state.reason}`);
    return reply.status(503).send({ status: 'unavailable', reason: state.reason });
  });
}
