/**
 * How requests are judged against their route's schema. A JSON body is judged as it was sent: a "5"
 * is not a quantity and false is not a name, exactly as the OpenAPI document types them. A form or
 * multipart body carries every field as text on the wire, so its fields are read as the schema's
 * types first; so are the query string and the path's parameters, which are text too.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { DECIMAL_MULTIPLE_OF } from '../../src/domain/shared/decimalMultiple';

const OPTIONS = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  allowUnionTypes: true,
  // The document has OpenAPI's own keywords around its schemas (paths, examples, descriptions).
  strict: false,
} as const;
const exact = new Ajv2020({ ...OPTIONS, coerceTypes: false });
const fromText = new Ajv2020({ ...OPTIONS, coerceTypes: 'array' });
// A margin of 12.34 and a limit of 140.153.847.759,52 TL are multiples of 0.01, judged in decimals.
for (const ajv of [exact, fromText]) ajv.removeKeyword('multipleOf').addKeyword(DECIMAL_MULTIPLE_OF);

/** Marks a body that came as a form or multipart fields (set before validation, never sent on). */
const TEXT_FIELDS = Symbol('body of text fields');

function isJson(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/** A route's last preValidation step: a body that is not JSON is read from text. */
export async function markTextBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body !== null && typeof body === 'object' && !isJson(request))
    Object.defineProperty(body, TEXT_FIELDS, { value: true, enumerable: false });
}

const hasTextFields = (data: unknown) =>
  data !== null && typeof data === 'object' && (data as Record<symbol, unknown>)[TEXT_FIELDS] === true;

/** Where the value holds a number that is not finite ('' for the value itself), null when it holds none. */
function nonFiniteAt(data: unknown, at = ''): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : at;
  if (data === null || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFiniteAt(value, `${at}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Text read as a number may read as Infinity ('1e400', 'Infinity'), and ajv then skips the number's
 * bounds: such a value is refused as a wrong type, naming its field.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const ok = validate(data);
    const at = ok ? nonFiniteAt(data) : null;
    checked.errors =
      at === null
        ? validate.errors
        : [{ instancePath: at, schemaPath: '#', keyword: 'type', params: {}, message: 'must be finite' }];
    return ok && at === null;
  }) as ValidateFunction;
  return checked;
}

/** Fastify's validator compiler for every route: exact JSON bodies, text read as the schema's types elsewhere. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  if (httpPart !== 'body') return finiteOnly(fromText.compile(schema));
  const asSent = exact.compile(schema);
  const asText = finiteOnly(fromText.compile(schema));
  const validate = ((data: unknown) => {
    const chosen = hasTextFields(data) ? asText : asSent;
    const ok = chosen(data);
    validate.errors = chosen.errors;
    return ok;
  }) as ValidateFunction;
  return validate;
};
