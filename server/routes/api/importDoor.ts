/**
 * POST /api/admin/import/{products|stock|prices|customers|synonyms}: an ERP job's import over HTTP. A program's
 * API token only (auth/apiToken.ts, checked before the body is read); the body is the file itself,
 * CSV or JSON Lines; `dryRun` and `partial` as the import's options. The answer is the import's report:
 * 200 when it was written (or a dry run found nothing wrong), 422 when problems stopped it.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireApiToken } from '../../auth/apiToken';
import { HttpError } from '../../http/errors';
import {
  IMPORT_BODY_LIMIT,
  IMPORT_DOOR_PREFIX,
  IMPORT_MEDIA_TYPES,
  importFormatOf,
  importText,
} from '../../http/importDoor';
import { MSG } from '../../messages';
import { IMPORT_KINDS, ImportFileError, runImport, type ImportReport } from '../../import/run';

interface ImportQuery {
  dryRun?: boolean;
  partial?: boolean;
}

/**
 * 422 when the problems stop the import: nothing was written, or on a dry run nothing would be
 * (all or nothing, or partial with no valid row). A partial import that wrote its valid rows is a 200
 * whose report lists the rest.
 */
export function importStatus(report: ImportReport, partial: boolean): 200 | 422 {
  if (report.problems.length === 0) return 200;
  if (report.dryRun) return partial && report.valid > 0 ? 200 : 422;
  return report.written ? 200 : 422;
}

export function importDoorRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { perMinute: number },
): void {
  app.register(async (door) => {
    // Only the file's two media types; the storefront's JSON, form and multipart bodies are not files.
    door.decorateRequest('apiToken', null);
    door.removeAllContentTypeParsers();
    door.addContentTypeParser(
      Object.keys(IMPORT_MEDIA_TYPES),
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, importText(body as Buffer));
        } catch (error) {
          done(error as Error);
        }
      },
    );
    door.addContentTypeParser('*', (_request, _payload, done) =>
      done(new HttpError(415, MSG.importMediaType)),
    );
    // Per token, in this instance's memory: each instance behind a balancer counts its own.
    await door.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new HttpError(429, MSG.importRateLimited),
    });
    for (const kind of IMPORT_KINDS)
      door.post(
        `${IMPORT_DOOR_PREFIX}${kind}`,
        {
          bodyLimit: IMPORT_BODY_LIMIT,
          onRequest: requireApiToken(ctx),
          config: {
            rateLimit: {
              max: options.perMinute,
              timeWindow: 60_000,
              keyGenerator: (request: FastifyRequest) => `token:${request.apiToken?.name ?? ''}`,
            },
          },
        },
        async (request, reply) => {
          const { dryRun = false, partial = false } = request.query as ImportQuery;
          const format = importFormatOf(request.headers['content-type']);
          reply.header('Cache-Control', 'no-store');
          try {
            const report = await runImport(
              ctx.db,
              kind,
              { text: request.body as string, format },
              { dryRun, partial },
            );
            if (importStatus(report, partial) === 200) return report;
            // The error shape, in the caller's language like every error answer, with the report beside it.
            const stopped = new Set(report.problems.map((problem) => problem.row)).size;
            throw new HttpError(422, MSG.importStopped(stopped), { report });
          } catch (error) {
            if (error instanceof ImportFileError) throw new HttpError(400, error.message);
            throw error;
          }
        },
      );
  });
}
