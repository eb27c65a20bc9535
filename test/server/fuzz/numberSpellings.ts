/**
 * Odd ways to write a number in text (a path or query parameter, a form field): an exponent beyond
 * the largest double ('1e400' reads as Infinity), hexadecimal, spaces and signs, digits of other
 * scripts, an integer past 2^53. Whether the document takes each one is decided like any request's
 * (text read as the schema's type); whatever it decides, the host must answer it as documented.
 */
import fc from 'fast-check';
import { admittedTypes, dereference, type Schema } from '../../contract/fuzz/jsonSchema';
import type { RequestParts } from '../../contract/fuzz/requestParts';
import type { Change, FuzzRequest } from './fuzzRequest';

const SPELLINGS = [
  '1e400',
  '-1e400',
  'Infinity',
  '1e1',
  '0x10',
  ' 7',
  '+7',
  '7.0',
  '1e21',
  '9007199254740993',
  '٣',
  '１',
];

function isNumeric(schema: Schema, resolve: (ref: string) => Schema): boolean {
  const types = admittedTypes(schema, { resolve });
  return types !== null && (types.has('integer') || types.has('number'));
}

const spelled = (where: string, set: (r: FuzzRequest, text: string) => FuzzRequest) =>
  fc.constantFrom(...SPELLINGS).map((text): Change => (r) => ({
    ...set(r, text),
    mutation: `${where}: spelled ${JSON.stringify(text)}`,
  }));

/** One change per numeric parameter and numeric text field of the operation. */
export function numberSpellings(
  parts: RequestParts,
  resolve: (ref: string) => Schema,
): fc.Arbitrary<Change>[] {
  const out: fc.Arbitrary<Change>[] = [];
  for (const p of parts.parameters)
    if ((p.in === 'path' || p.in === 'query') && isNumeric(p.schema, resolve)) {
      const part = p.in;
      out.push(spelled(`${part} ${p.name}`, (r, text) => ({ ...r, [part]: { ...r[part], [p.name]: text } })));
    }
  const body = parts.body;
  const schema = body?.textual ? dereference(body.schema, { resolve }) : null;
  if (schema && typeof schema === 'object')
    for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
      if (isNumeric(field, resolve))
        out.push(
          spelled(`body field ${name}`, (r, text) => ({
            ...r,
            body: { value: { ...(r.body?.value as Record<string, unknown>), [name]: text } },
          })),
        );
  return out;
}
