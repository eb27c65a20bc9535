/** Warranty and fault-report pages, the /yonetim pages, and /payment/start on the storefront origin. */
import type { FastifyInstance } from 'fastify';
import { checkCsrf } from '../../auth/guards';
import { ensureSession } from '../../auth/hooks';
import { HttpError } from '../../http/errors';
import { html } from '../../http/html';
import { MSG } from '../../messages';
import { customerCarts } from '../../repo/admin';
import { adminNav, faultReportBody, widgetPage } from '../../views/pages/simple';
import { pageGuard, type PageKit } from './kit';

export function miscPages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  app.get('/garanti-sorgulama', (request, reply) =>
    kit.render(request, reply, {
      title: 'Garanti Sorgulama',
      body: widgetPage(
        'Garanti Sorgulama',
        'WarrantyInquiry',
        undefined,
        'Ürününüzün seri numarası ile garanti durumunu sorgulayabilirsiniz.',
      ),
    }),
  );

  app.get('/ariza-bildirimi', (request, reply) => {
    const session = ensureSession(request, reply, ctx);
    const sent = (request.query as { gonderildi?: string }).gonderildi === '1';
    return kit.render(request, reply, {
      title: 'Arıza Bildirimi',
      body: faultReportBody(session.csrfToken, sent),
    });
  });

  app.post('/ariza-bildirimi', (request, reply) => {
    if (!checkCsrf(request, ctx)) throw new HttpError(403, MSG.csrf);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const code = typeof body.productCode === 'string' ? body.productCode.trim().slice(0, 60) : '';
    const text = typeof body.description === 'string' ? body.description.trim().slice(0, 2000) : '';
    if (!code || !text) throw new HttpError(400, 'Lütfen ürün kodunu ve arıza açıklamasını giriniz.');
    ctx.db
      .prepare(
        'INSERT INTO fault_reports (user_id, product_code, description, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(request.user?.id ?? null, code, text, new Date().toISOString());
    return reply.redirect('/ariza-bildirimi?gonderildi=1', 303);
  });

  const admin = { preHandler: pageGuard('admin') };
  const adminPage = (active: string, title: string, name: string, props?: unknown) =>
    html`${adminNav(active)}${widgetPage(title, name, props)}`;
  app.get('/yonetim', admin, (request, reply) =>
    kit.render(request, reply, {
      title: 'Arama Analizi',
      body: adminPage('/yonetim', 'Arama Analizi', 'Dashboard'),
    }),
  );
  app.get('/yonetim/cevrimici-kullanicilar', admin, (request, reply) =>
    kit.render(request, reply, {
      title: 'Çevrimiçi Kullanıcılar',
      body: adminPage('/yonetim/cevrimici-kullanicilar', 'Çevrimiçi Kullanıcılar', 'OnlineUsers'),
    }),
  );
  app.get('/yonetim/musteri-sepetleri', admin, (request, reply) =>
    kit.render(request, reply, {
      title: 'Müşteri Sepetleri',
      body: adminPage('/yonetim/musteri-sepetleri', 'Müşteri Sepetleri', 'Carts', {
        carts: customerCarts(ctx.db),
      }),
    }),
  );

  // The frame lives on its own origin; a top-level visit here is sent there.
  app.get('/payment/start', (_request, reply) => reply.redirect(`${ctx.origins.payment}/payment/start`, 302));
}
