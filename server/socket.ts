/**
 * Online-users socket at /ws: an admin page sends {type:'checkOnlineUsers', domain} on open and every
 * 10 s and gets {type:'updateOnlineUsers', onlineUsers}. Only admin sessions from the storefront's own
 * origin may connect (a cross-site page cannot open it with the admin's cookie).
 */
import type { FastifyInstance } from 'fastify';
// The websocket plugin's typings: the { websocket: true } route option and its (socket, request) handler.
import type {} from '@fastify/websocket';
import type { UpdateOnlineUsersMessage } from '../src/contract/admin';
import type { AppContext } from './context';
import { onlineUsers } from './repo/admin';

export const SOCKET_PATH = '/ws';
const POLICY_VIOLATION = 1008;

export function socketRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
    if (request.headers.origin !== ctx.origins.storefront || request.user?.role !== 'admin') {
      socket.close(POLICY_VIOLATION, 'Yetkisiz');
      return;
    }
    socket.on('message', async (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return; // not JSON: ignored, the connection stays usable
      }
      if ((message as { type?: unknown } | null)?.type !== 'checkOnlineUsers') return;
      let answer: UpdateOnlineUsersMessage;
      try {
        answer = { type: 'updateOnlineUsers', onlineUsers: await onlineUsers(ctx.db) };
      } catch (error) {
        // A listener's rejection would go unhandled: log it, the next poll asks again.
        ctx.log(`online users failed: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      // The admin may have left while the list was read.
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(answer));
    });
  });
}
