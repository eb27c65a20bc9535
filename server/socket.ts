/**
 * The socket at /ws. An admin page sends {type:'checkOnlineUsers', domain} on open and every 10 s and
 * gets {type:'updateOnlineUsers', onlineUsers}. A company user's page sends {type:'checkNotices'} and
 * gets {type:'orderNotices', notices}: the decisions on their waiting orders not shown yet,
 * read from the database, so a decision made on any instance reaches the buyer on any other. Only
 * logged-in sessions from the storefront's own origin may connect (a cross-site page cannot open it
 * with the visitor's cookie).
 */
import type { FastifyInstance } from 'fastify';
// The websocket plugin's typings: the { websocket: true } route option and its (socket, request) handler.
import type {} from '@fastify/websocket';
import type { UpdateOnlineUsersMessage } from '../src/contract/admin';
import type { AppContext } from './context';
import { onlineUsers } from './repo/admin';
import { takeOrderNotices } from './repo/members';
import { loadSessionWithUser, SESSION_COOKIE } from './repo/sessions';
import type { OrderNoticesMessage } from '../src/contract/company';

export const SOCKET_PATH = '/ws';
const POLICY_VIOLATION = 1008;
/** The close code of a server going down: the page's socket client reconnects to another instance. */
export const GOING_AWAY = 1001;

/**
 * The websocket plugin's preClose: on shutdown every open socket is told the server is going away
 * (1001) rather than cut, before the storefront stops listening.
 */
export async function closeSocketsGoingAway(this: FastifyInstance): Promise<void> {
  for (const client of this.websocketServer.clients) client.close(GOING_AWAY, 'Server shutting down');
  this.websocketServer.close();
}

export function socketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    // An admin asks for the online users; a company user for the decisions on their orders.
    const admin = request.user?.role === 'admin';
    const userId = request.user?.id;
    // The session's person: a representative acting for a customer is not that customer here (the
    // decisions on the customer's orders are its users' to read).
    const personId = request.person?.id;
    const representative = request.person?.role === 'representative';
    if (
      request.headers.origin !== ctx.origins.storefront ||
      userId === undefined ||
      (!admin && !request.member)
    ) {
      socket.close(POLICY_VIOLATION, 'Yetkisiz');
      return;
    }
    ctx.metrics.socketOpened();
    socket.once('close', () => ctx.metrics.socketClosed());
    socket.on('message', async (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return; // not JSON: ignored, the connection stays usable
      }
      const type = (message as { type?: unknown } | null)?.type;
      let answer: UpdateOnlineUsersMessage | OrderNoticesMessage;
      try {
        // A session that ended since the socket opened (logged out, the user deactivated) gets nothing more.
        const still = await loadSessionWithUser(ctx.db, request.cookies[SESSION_COOKIE]);
        if (still?.user?.id !== personId) {
          if (socket.readyState === socket.OPEN) socket.close(POLICY_VIOLATION, 'Oturum sona erdi');
          return;
        }
        if (admin && type === 'checkOnlineUsers')
          answer = { type: 'updateOnlineUsers', onlineUsers: await onlineUsers(ctx.db) };
        else if (!admin && !representative && type === 'checkNotices')
          answer = { type: 'orderNotices', notices: await takeOrderNotices(ctx.db, userId) };
        else return;
      } catch (error) {
        // A listener's rejection would go unhandled: log it, the next poll asks again.
        ctx.log(`socket answer failed: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      // The visitor may have left while the answer was read.
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
    });
  });
}
