/** The after-sales pages: warranty lookup and the fault report form. */
import type { FastifyInstance } from 'fastify';
import { checkCsrf } from '../../auth/guards';
import { ensureSession } from '../../auth/hooks';
import { HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { saveFaultReport } from '../../repo/faultReports';
import { faultReportBody, widgetPage } from '../../views/pages/simple';
import type { PageKit } from './kit';

export function servicePages(app: FastifyInstance, kit: PageKit): void {
  const { ctx } = kit;
  app.get('/garanti-sorgulama', async (request, reply) => {
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.warranty,
      body: widgetPage(t.warranty, 'WarrantyInquiry', undefined, t.warrantyIntro),
    });
  });

  app.get('/ariza-bildirimi', async (request, reply) => {
    const session = await ensureSession(request, reply, ctx);
    const sent = (request.query as { gonderildi?: string }).gonderildi === '1';
    const t = await kit.text(request);
    return kit.render(request, reply, {
      title: t.faultReport,
      body: faultReportBody(session.csrfToken, sent, t),
    });
  });

  app.post('/ariza-bildirimi', async (request, reply) => {
    if (!checkCsrf(request, ctx)) throw new HttpError(403, MSG.csrf);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const productCode = typeof body.productCode === 'string' ? body.productCode.trim().slice(0, 60) : '';
    const description = typeof body.description === 'string' ? body.description.trim().slice(0, 2000) : '';
    if (!productCode || !description) throw new HttpError(400, MSG.faultReportMissing);
    await saveFaultReport(ctx.db, { userId: request.user?.id ?? null, productCode, description });
    return reply.redirect('/ariza-bildirimi?gonderildi=1', 303);
  });
}
