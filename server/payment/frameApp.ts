/**
 * The payment frame's own origin (PAYMENT_PORT): /payment/start and the two calls its script makes.
 * The session cookie is host-only, and cookies are not port-bound, so the frame sees the storefront
 * session of the same host; its calls must carry that session's CSRF token and come from this origin.
 */
import { markTextBody, validatorCompiler } from '../http/bodyValidation';
import { RouteMethods } from '../http/routeMethods';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { safeEqual } from '../domain/passwords';
import { loadSessionWithUser, SESSION_COOKIE } from '../repo/sessions';
import { roleCan } from '../../src/domain/company/companyRoles';
import { fileVersion, sendFile } from '../assets';
import type { AppContext } from '../context';
import { badRequest, HttpError } from '../http/errors';
import { clientErrors, frameworkErrors, registerErrorHandling } from '../http/errorHandler';
import { escapeHtml } from '../http/html';
import { redirectLeadingSlashes } from '../http/leadingSlashes';
import { guardAgainstNul } from '../http/nulGuard';
import { commonHeaders, pageHeaders, PAYMENT_FRAME_PERMISSIONS, paymentFrameCsp } from '../http/security';
import { installmentsAllowed } from '../../src/domain/checkout/installments';
import { frameLocale } from '../../src/domain/checkout/paymentFrame';
import { MSG } from '../messages';
import { localizeMessage } from '../messagesEn';
import { PROJECT_ROOT } from '../projectRoot';
import { binLookup } from '../repo/payments';
import { getSettings } from '../repo/settings';
import { cardProblem, maskCard, PendingPayments, THREE_D_CODE, type CardFields } from './card';
import { approve, charge, type CardRequest } from '../services/cardPayment';
import type { PaymentType } from '../services/checkout';
import type { Buyer } from '../repo/scope';
import { framePage } from './page';
import { useDocumentSchemas } from '../http/documentedRoute';

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'server', 'payment', 'public');

export interface PaymentAppOptions {
  /** The host's logger; the frame's requests are logged (and their card fields kept out) as the storefront's. */
  loggerInstance?: FastifyBaseLogger;
  /** Adds the per-request log line and metrics (observability/requestTelemetry.ts). */
  instrument?: (app: FastifyInstance) => void;
}

export function createPaymentApp(ctx: AppContext, options: PaymentAppOptions = {}): FastifyInstance {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  const pending = new PendingPayments(ctx.db);
  const version =
    fileVersion(path.join(PUBLIC_DIR, 'frame.js')) + fileVersion(path.join(PUBLIC_DIR, 'frame.css'));
  options.instrument?.(app);
  app.addHook('onRequest', redirectLeadingSlashes);
  app.register(cookie);
  // The card message's texts (the holder, the order note) are refused with a NUL like the storefront's.
  const routeMethods = new RouteMethods();
  routeMethods.watch(app);
  app.addHook('onRoute', guardAgainstNul);
  // Judged as the storefront's are: JSON as sent, text fields read as the schema's types.
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    useDocumentSchemas(route);
    const steps = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(steps) ? steps : [steps]), markTextBody];
  });
  // Every answer of this origin carries the frame's CSP (its 404 page, its files), not only the frame.
  const headers = {
    permissionsPolicy: PAYMENT_FRAME_PERMISSIONS,
    strictTransport: ctx.httpsOrigins.payment,
    csp: () => paymentFrameCsp(ctx.origins),
  };
  app.addHook('onSend', async (_request, reply) => commonHeaders(reply, headers));
  // The page and the frame script's calls carry the storefront page's language (?lang=).
  const localeOf = (request: FastifyRequest) => frameLocale((request.query as { lang?: unknown }).lang);
  registerErrorHandling(
    app,
    async (_request, _reply, _status, message) => escapeHtml(message),
    ctx.log,
    (request, message) => localizeMessage(message, localeOf(request)),
    (path) => routeMethods.allowedFor(path),
  );

  const customer = async (request: FastifyRequest) => {
    const found = await loadSessionWithUser(ctx.db, request.cookies[SESSION_COOKIE]);
    return found?.user ? { session: found.session, user: found.user, member: found.member } : null;
  };

  /**
   * A call of the frame script: same origin, logged-in company user (anonymous 401, an administrator
   * 403, as on the storefront) whose role may pay what the session's checkout pays (the cart: 'cart';
   * into the account: 'accountPayment', src/domain/company/companyRoles), the session's CSRF token. Run before
   * the body is validated, so an anonymous call is a 401 whatever it sends.
   */
  const callers = new WeakMap<FastifyRequest, NonNullable<Awaited<ReturnType<typeof customer>>>>();
  const guard = async (request: FastifyRequest) => {
    const found = await customer(request);
    if (!found) throw new HttpError(401, MSG.loginRequired);
    // A representative pays nothing: acting for a customer or not, the card is the customer's own.
    if (found.user.role === 'representative') throw new HttpError(403, MSG.representativeCardPayment);
    if (!found.member) throw new HttpError(403, MSG.adminForbidden);
    if (found.member.mustChangePassword) throw new HttpError(403, MSG.passwordChangeRequired);
    const token = request.headers['x-csrf-token'];
    const fromFrame = request.headers.origin === ctx.origins.payment;
    if (!fromFrame || typeof token !== 'string' || !safeEqual(token, found.session.csrfToken))
      throw new HttpError(403, MSG.csrf);
    callers.set(request, found);
  };
  /** The guarded caller as the buyer paying `type`: their role must allow it. */
  const payer = (request: FastifyRequest, type: PaymentType) => {
    const found = callers.get(request);
    if (!found?.member) throw new HttpError(401, MSG.loginRequired);
    const { session, user, member } = found;
    if (!roleCan(member.role, type === 'order' ? 'cart' : 'accountPayment'))
      throw new HttpError(403, MSG.roleForbidden);
    const buyer: Buyer = { userId: user.id, name: user.name, companyId: member.companyId, role: member.role };
    return { session, user, buyer };
  };

  app.get('/payment/start', async (request, reply) => {
    const signedIn = await customer(request);
    // The frame pays for customers only: an administrator sees it as a visitor does.
    const found = signedIn?.member ? signedIn : null;
    pageHeaders(reply, paymentFrameCsp(ctx.origins));
    return reply.send(
      framePage({
        parentOrigin: ctx.origins.storefront,
        csrfToken: found?.session.csrfToken ?? '',
        loggedIn: found !== null,
        assetVersion: version,
        locale: localeOf(request),
      }),
    );
  });
  app.get('/payment/:file', { config: { nulJudgedBy: ['file'] } }, (request, reply) =>
    sendFile(
      reply,
      PUBLIC_DIR,
      (request.params as { file: string }).file,
      'public, max-age=31536000, immutable',
    ),
  );

  app.post('/payment/api/authorize', { preValidation: guard }, async (request) => {
    const body = request.body as CardFields & CardRequest & { plan: number; installment: number };
    const { session, user, buyer } = payer(request, body.paymentType);
    const problem = cardProblem(body);
    if (problem) throw badRequest(problem);
    const bin = await binLookup(ctx.db, body.ccno.replace(/\s+/g, '').slice(0, 8));
    const plan = bin.plans.find((p) => p.id === body.plan && p.installment === body.installment);
    if (!plan) throw badRequest(MSG.installmentInvalid);
    // Installments only above the store's limit, judged on the amount before commission.
    const approved = await approve(ctx, buyer, session, body, plan.commisionFee);
    if (
      plan.installment > 1 &&
      !installmentsAllowed(approved.amount, (await getSettings(ctx.db)).installmentLimit)
    )
      throw badRequest(MSG.installmentNotAllowed);
    const p = await pending.add({
      userId: user.id,
      sessionId: session.id,
      bankName: bin.bank.name || bin.bank.organization,
      maskedCard: maskCard(body.ccno),
      cardHolder: body.holder.trim().slice(0, 60),
      planId: plan.id,
      installment: plan.installment,
      fee: plan.commisionFee,
      approved,
    });
    return {
      transactionId: p.id,
      bankName: p.bankName,
      maskedCard: p.maskedCard,
      total: p.approved.total,
      installment: p.installment,
    };
  });

  app.post('/payment/api/complete', { preValidation: guard }, async (request) => {
    const { transactionId, code } = request.body as { transactionId: string; code: string };
    const { session } = callers.get(request)!;
    if (code.trim() !== THREE_D_CODE) {
      const left = await pending.wrongCode(transactionId, session.id);
      if (left === null) throw badRequest(MSG.paymentSessionExpired);
      throw badRequest(left > 0 ? MSG.codeWrong(left) : MSG.threeDFailed, { attemptsLeft: left });
    }
    const p = await pending.claim(transactionId, session.id);
    if (!p) throw badRequest(MSG.paymentSessionExpired);
    return charge(ctx, payer(request, p.approved.type).buyer, session, p);
  });
  return app;
}
