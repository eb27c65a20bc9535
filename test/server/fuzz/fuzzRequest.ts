/**
 * Requests of one operation generated from the document: path and query parameters and the body
 * from their schemas (text where they travel as text), valid ones, and broken ones that change exactly
 * one part (a parameter or the body: one mutation, the part left out when it is required, or a number
 * written oddly).
 */
import fc from 'fast-check';
import { asText } from '../../contract/fuzz/fuzzText';
import { mutations, type Mutant } from '../../contract/fuzz/invalidValues';
import type { Schema } from '../../contract/fuzz/jsonSchema';
import type { ParameterPart, RequestParts } from '../../contract/fuzz/requestParts';
import { validValue } from '../../contract/fuzz/validValues';
import { numberSpellings } from './numberSpellings';

export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** null: no body is sent. */
  body: { value: unknown } | null;
  /** What was broken on purpose ('query limit: maximum'), null for a valid request. */
  mutation: string | null;
}

export interface FuzzInputs {
  parts: RequestParts;
  resolve: (ref: string) => Schema;
  /** Values of path parameters that name real records (so requests get past the 404). */
  known: Record<string, unknown[]>;
  /** Body fields the session fixes (a form's _csrf): kept unless the mutation is theirs. */
  fixedFields: Record<string, unknown>;
}

/** The URL standard resolves '.' and '..' segments before a request leaves: they cannot be sent. */
const sendable = (value: unknown) =>
  asText(value)
    .split('/')
    .every((s) => s !== '.' && s !== '..');

const parameters = (parts: RequestParts, where: ParameterPart['in']) =>
  parts.parameters.filter((p) => p.in === where);

function parameterValue(p: ParameterPart, inputs: FuzzInputs): fc.Arbitrary<unknown> {
  const generated = validValue(p.schema, { resolve: inputs.resolve, textual: true });
  const given = [...((p.in === 'path' && inputs.known[p.name]) || []), ...p.examples];
  const value = given.length > 0 ? fc.oneof(fc.constantFrom(...given), generated) : generated;
  return value.filter(sendable);
}

function withFixedFields(value: unknown, fixed: Record<string, unknown>, mutatedAt = ''): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const [key, fixedValue] of Object.entries(fixed))
    if (key in out && mutatedAt !== `/${key}`) out[key] = fixedValue;
  return out;
}

export function validRequest(inputs: FuzzInputs): fc.Arbitrary<FuzzRequest> {
  const { parts } = inputs;
  const path = fc.record(
    Object.fromEntries(parameters(parts, 'path').map((p) => [p.name, parameterValue(p, inputs)])),
  );
  const queryParts = parameters(parts, 'query');
  const query = fc.record(Object.fromEntries(queryParts.map((p) => [p.name, parameterValue(p, inputs)])), {
    requiredKeys: queryParts.filter((p) => p.required).map((p) => p.name),
  });
  const body = parts.body
    ? validValue(parts.body.schema, { resolve: inputs.resolve, textual: parts.body.textual }).map(
        (value) => ({
          value: withFixedFields(value, inputs.fixedFields),
        }),
      )
    : fc.constant(null);
  return fc.record({ path, query, body, mutation: fc.constant(null) });
}

export type Change = (request: FuzzRequest) => FuzzRequest;
const label = (where: string, m: Mutant) => `${where}: ${m.keyword}${m.at ? ` at ${m.at}` : ''}`;

/**
 * Requests that break one part, or write one of its numbers oddly (./numberSpellings.ts); null when
 * nothing of the operation can be broken.
 */
export function brokenRequest(inputs: FuzzInputs): fc.Arbitrary<FuzzRequest> | null {
  const { parts, resolve } = inputs;
  const changes: fc.Arbitrary<Change>[] = numberSpellings(parts, resolve);
  for (const p of parts.parameters.filter((q) => q.in === 'path' || q.in === 'query')) {
    const where = `${p.in} ${p.name}`;
    const own = mutations(p.schema, { resolve, textual: true, nonEmpty: p.in === 'path' });
    if (own.length > 0)
      changes.push(
        fc
          .oneof(...own)
          .filter((m) => p.in !== 'path' || sendable(m.value))
          .map((m) => (r: FuzzRequest) => ({
            ...r,
            [p.in]: { ...r[p.in as 'path' | 'query'], [p.name]: m.value },
            mutation: label(where, m),
          })),
      );
    if (p.in === 'query' && p.required)
      changes.push(
        fc.constant((r: FuzzRequest) => {
          const { [p.name]: _left, ...query } = r.query;
          return { ...r, query, mutation: `${where}: required, left out` };
        }),
      );
  }
  const body = parts.body;
  if (body) {
    const own = mutations(body.schema, { resolve, textual: body.textual });
    if (own.length > 0)
      changes.push(
        fc.oneof(...own).map((m) => (r: FuzzRequest) => ({
          ...r,
          body: { value: withFixedFields(m.value, inputs.fixedFields, m.at) },
          mutation: label('body', m),
        })),
      );
    if (body.required)
      changes.push(
        fc.constant((r: FuzzRequest) => ({ ...r, body: null, mutation: 'body: required, left out' })),
      );
  }
  if (changes.length === 0) return null;
  return fc.tuple(validRequest(inputs), fc.oneof(...changes)).map(([request, change]) => change(request));
}
