/** The store staff's pages under /yonetim: search analytics, online users, customers' carts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html } from '../../http/html';
import { customerCarts } from '../../repo/admin';
import { actingLog, representativesOverview } from '../../repo/representatives';
import { representativesBody } from '../../views/pages/representatives';
import { adminNav, widgetPage } from '../../views/pages/simple';
import type { HostText } from '../../views/text';
import type { PageKit } from './kit';

export function adminPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  // Administrators only: auth/access.ts.
  const admin = {};
  const adminPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    active: string,
    title: (t: HostText) => string,
    name: string,
    props?: unknown,
  ) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: title(t),
      body: html`${adminNav(active, t)}${widgetPage(title(t), name, props)}`,
    });
  };
  app.get('/yonetim', admin, (request, reply) =>
    adminPage(request, reply, '/yonetim', (t) => t.searchAnalytics, 'Dashboard'),
  );
  app.get('/yonetim/cevrimici-kullanicilar', admin, (request, reply) =>
    adminPage(request, reply, '/yonetim/cevrimici-kullanicilar', (t) => t.onlineUsers, 'OnlineUsers'),
  );
  app.get('/yonetim/musteri-sepetleri', admin, async (request, reply) =>
    adminPage(request, reply, '/yonetim/musteri-sepetleri', (t) => t.customerCarts, 'Carts', {
      carts: await customerCarts(ctx.db),
    }),
  );
  // Sales representatives: host-rendered (no widget), the customers they serve and their acting log.
  app.get('/yonetim/temsilciler', admin, async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.representatives,
      body: html`${adminNav('/yonetim/temsilciler', t)}${representativesBody(
        t,
        await representativesOverview(ctx.db),
        await actingLog(ctx.db),
      )}`,
    });
  });
}
