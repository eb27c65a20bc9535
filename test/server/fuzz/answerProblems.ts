/**
 * What is wrong with an answer by the document: a 5xx; a status the operation does not list; a
 * content type it does not list for that status; a JSON body that does not fit that status's schema;
 * a required header without its fixed value; and a request the document refuses that was not refused
 * (a 4xx, or for an anonymous visitor on a page the redirect to the login that stands for the 401).
 */
import {
  createValidator,
  pointerTarget,
  responseHeaders,
  responseSchemaPointer,
  type OpenApiDocument,
} from '../../contract/openapi/openApiDocument';
import type { RequestParts } from '../../contract/fuzz/requestParts';
import type { Answer } from '../helpers';

type Json = Record<string, unknown>;

export interface Exchange {
  parts: RequestParts;
  answer: Answer;
  /** Why the document refuses the request ([] when it allows it). */
  faults: string[];
  anonymous: boolean;
}

export type AnswerJudge = (exchange: Exchange) => string[];

export function answerJudge(doc: OpenApiDocument): AnswerJudge {
  const validator = createValidator(doc);
  return ({ parts, answer, faults, anonymous }) => {
    const { operation } = parts;
    const status = answer.status;
    const problems: string[] = [];
    if (status >= 500) problems.push(`a server error (${status})`);
    const responses = operation.spec.responses as Record<string, Json>;
    const listed = responses[String(status)];
    if (!listed) problems.push(`status ${status} is not documented (${Object.keys(responses).join(', ')})`);
    if (faults.length > 0 && !(status >= 400 && status < 500) && !loginRedirect(answer, anonymous))
      problems.push(`the document refuses the request (${faults.join('; ')}) but it was answered ${status}`);
    if (!listed) return problems;
    const response = typeof listed.$ref === 'string' ? pointerTarget(doc, listed.$ref) : listed;
    const content = (response.content ?? {}) as Json;
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (Object.keys(content).length > 0 && !(type in content))
      problems.push(
        `content type '${type}' is not documented for ${status} (${Object.keys(content).join(', ')})`,
      );
    const pointer = responseSchemaPointer(doc, operation, status);
    if (pointer && type === 'application/json') {
      const errors = validator.check(pointer, answer.json);
      if (errors) problems.push(`the ${status} answer does not fit ${pointer}:\n${errors}`);
    }
    for (const [name, header] of Object.entries(responseHeaders(doc, operation, status))) {
      const spec = (
        typeof (header as Json).$ref === 'string'
          ? pointerTarget(doc, (header as Json).$ref as string)
          : header
      ) as Json;
      const fixed = (spec.schema as Json | undefined)?.const;
      if (spec.required === true && fixed !== undefined && answer.headers.get(name) !== fixed)
        problems.push(`header ${name} is ${answer.headers.get(name)}, not ${String(fixed)}`);
    }
    return problems;
  };
}

/** A page refuses an anonymous visitor by sending them to the login (the document's 303). */
const loginRedirect = (answer: Answer, anonymous: boolean) =>
  anonymous && answer.status === 303 && (answer.headers.get('location') ?? '').startsWith('/account/login');
