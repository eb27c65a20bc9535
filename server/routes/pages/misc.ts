/** Warranty and fault-report pages, the /yonetim pages, and /payment/start on the storefront origin. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FRAME_LOCALE_PARAM, frameLocale } from '../../../src/domain/paymentFrame';
import { checkCsrf } from '../../auth/guards';
import { ensureSession } from '../../auth/hooks';
import { HttpError } from '../../http/errors';
import { html } from '../../http/html';
import { MSG } from '../../messages';
import { customerCarts } from '../../repo/admin';
import { adminNav, faultReportBody, widgetPage } from '../../views/pages/simple';
import type { HostText } from '../../views/text';
import { pageGuard, type PageKit } from './kit';

export function miscPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  app.get('/garanti-sorgulama', (request, reply) => {
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.warranty,
      body: widgetPage(t.warranty, 'WarrantyInquiry', undefined, t.warrantyIntro),
    });
  });

  app.get('/ariza-bildirimi', (request, reply) => {
    const session = ensureSession(request, reply, ctx);
    const sent = (request.query as { gonderildi?: string }).gonderildi === '1';
    const t = kit.text(request);
    return kit.render(request, reply, {
      title: t.faultReport,
      body: faultReportBody(session.csrfToken, sent, t),
    });
  });

  app.post('/ariza-bildirimi', (request, reply) => {
    if (!checkCsrf(request, ctx)) throw new HttpError(403, MSG.csrf);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const code = typeof body.productCode === 'string' ? body.productCode.trim().slice(0, 60) : '';
    const text = typeof body.description === 'string' ? body.description.trim().slice(0, 2000) : '';
    if (!code || !text) throw new HttpError(400, MSG.faultReportMissing);
    ctx.db
      .prepare(
        'INSERT INTO fault_reports (user_id, product_code, description, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(request.user?.id ?? null, code, text, new Date().toISOString());
    return reply.redirect('/ariza-bildirimi?gonderildi=1', 303);
  });

  const admin = { preHandler: pageGuard('admin') };
  const adminPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    active: string,
    title: (t: HostText) => string,
    name: string,
    props?: unknown,
  ) => {
    const t = kit.text(request);
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
  app.get('/yonetim/musteri-sepetleri', admin, (request, reply) =>
    adminPage(request, reply, '/yonetim/musteri-sepetleri', (t) => t.customerCarts, 'Carts', {
      carts: customerCarts(ctx.db),
    }),
  );

  // The frame lives on its own origin; a top-level visit here is sent there.
  // A language named here goes along (?lang=): the frame's only way to know the page's language.
  app.get('/payment/start', (request, reply) => {
    const { lang } = request.query as { lang?: unknown };
    const query = lang === undefined ? '' : `?${FRAME_LOCALE_PARAM}=${frameLocale(lang)}`;
    return reply.redirect(`${ctx.origins.payment}/payment/start${query}`, 302);
  });
}
