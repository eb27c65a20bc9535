/**
 * The suite's bookkeeping and its one way of making a call: every answer is checked for its status,
 * for being a status the document lists for the call, for its body against that status's schema and
 * for the headers the document requires. Results collect per table row (a call, or a call's case).
 */
import type { OpenApiDocument } from './document';
import type { BrowserLikeClient, Reply, RequestBody } from './httpClient';
import { CALLS, fill, type CallName } from './operations';
import type { AnswerValidator } from './validator';

export interface Row {
  call: string;
  checks: number;
  passed: number;
  differences: string[];
  /** Why this call was not made: a check that cannot run is listed, never left out. */
  skipped?: string;
  /** The document's operationId of the call, when it has one. */
  operationId?: string;
}

/** Which operations a run makes (--only, --skip), by operationId. */
export interface Selection {
  only: ReadonlySet<string> | null;
  skip: ReadonlySet<string>;
}

export const EVERY_OPERATION: Selection = { only: null, skip: new Set() };

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: RequestBody;
  headers?: Record<string, string>;
  /** The status the case expects (200 unless said), or the statuses any of which it takes. */
  status?: number | readonly number[];
  /** Names a case of the call in its own row, e.g. 'quantity 0 → 400'. */
  caseName?: string;
}

export class Suite {
  private readonly rows = new Map<string, Row>();

  constructor(
    readonly document: OpenApiDocument,
    readonly validator: AnswerValidator,
    readonly selection: Selection = EVERY_OPERATION,
  ) {}

  /** Why an operation is left out of this run (--only, --skip); null when it is made. */
  leftOut(operationId: string | null): string | null {
    if (operationId === null) return null;
    if (this.selection.skip.has(operationId)) return 'left out by --skip';
    if (this.selection.only && !this.selection.only.has(operationId)) return 'not in --only';
    return null;
  }

  row(call: string): Row {
    let row = this.rows.get(call);
    if (!row) this.rows.set(call, (row = { call, checks: 0, passed: 0, differences: [] }));
    return row;
  }

  /** One check of a row: passes when there are no differences. */
  record(call: string, differences: string[]): boolean {
    const row = this.row(call);
    row.checks += 1;
    if (differences.length === 0) row.passed += 1;
    // The same difference on a call made twice is said once.
    else row.differences.push(...differences.filter((d) => !row.differences.includes(d)));
    return differences.length === 0;
  }

  /** A call the run could not make, with the reason (no admin account given, nothing to walk into). */
  skip(call: string, reason: string): void {
    const row = this.row(call);
    if (row.checks === 0) row.skipped = reason;
  }

  /**
   * A call of the document the run does not make, with the reason (no --admin, no --payment, nothing to
   * walk into); its row names the operation. An operation --only or --skip leaves out says so instead.
   */
  skipCall(name: CallName, reason: string): void {
    const { method, path } = CALLS[name];
    const label = `${method} ${path}`;
    const operationId = this.document.find(method, path)?.operationId ?? null;
    if (operationId) this.row(label).operationId = operationId;
    this.skip(label, this.leftOut(operationId) ?? reason);
  }

  results(): Row[] {
    return [...this.rows.values()];
  }

  failed(): boolean {
    return this.results().some((r) => r.passed < r.checks);
  }

  /** Makes a call and checks its answer against the document; the reply is returned either way. */
  async call(client: BrowserLikeClient, name: CallName, options: CallOptions = {}): Promise<Reply> {
    const { method, path } = CALLS[name];
    const label = `${method} ${path}${options.caseName ? ` (${options.caseName})` : ''}`;
    const documented = this.document.find(method, path);
    if (documented?.operationId) this.row(label).operationId = documented.operationId;
    const excluded = this.leftOut(documented?.operationId ?? null);
    if (excluded) {
      // The step that needed it stops here; the next steps still run.
      this.skip(label, excluded);
      throw new StepFailed(label);
    }
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    let reply: Reply;
    try {
      reply = await client.request(method, fill(path, options.params) + query, {
        body: options.body,
        headers: options.headers,
      });
    } catch (error) {
      this.record(label, [`no answer: ${(error as Error).message}`]);
      throw new StepFailed(label);
    }
    const expected = options.status ?? 200;
    const expectedOne = typeof expected === 'number' ? [expected] : expected;
    this.record(label, expectedOne.includes(reply.status) ? [] : [statusDifference(expectedOne, reply)]);

    const operation = documented;
    if (!operation) {
      this.record(label, [`${method} ${path} is not in the document`]);
      return reply;
    }
    const spec = this.document.response(operation, reply.status);
    if (!spec) {
      this.record(label, [
        `status ${reply.status} is not among the document's (${operation.statuses.join(', ')})`,
      ]);
      return reply;
    }
    if (spec.schemaPointer) {
      const body = reply.json === undefined && reply.text.trim() === '' ? null : reply.json;
      this.record(
        label,
        reply.json === undefined && reply.text.trim() !== ''
          ? [`answer: expected JSON, got ${reply.headers.get('content-type') ?? 'no content type'}`]
          : this.validator.check(spec.schemaPointer, body),
      );
    }
    for (const header of spec.requiredHeaders) {
      const value = reply.headers.get(header.name);
      this.record(
        label,
        value === null
          ? [`header ${header.name}: required, missing`]
          : header.schemaPointer
            ? this.validator.check(header.schemaPointer, value, `header ${header.name}`)
            : [],
      );
    }
    return reply;
  }
}

/** A step that cannot go on (no answer, or no data to continue with); the run goes to the next step. */
export class StepFailed extends Error {}

function statusDifference(expected: readonly number[], reply: Reply): string {
  const message = (reply.json as { error?: { messages?: { type?: unknown } } } | undefined)?.error?.messages
    ?.type;
  const said = typeof message === 'string' ? ` ("${message}")` : '';
  return `status: expected ${expected.join(' or ')}, got ${reply.status}${said}`;
}
