/**
 * Validates answers against the document with ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect). The
 * whole document is one schema with an $id, so a response schema is compiled by its JSON pointer and
 * its `#/components/schemas/...` references resolve inside the same document.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { DECIMAL_MULTIPLE_OF } from '../../src/domain/shared/decimalMultiple';
import type { OpenApiDocument } from './document';
import { describeErrors } from './differences';

const DOCUMENT_ID = 'https://contract-check.local/openapi.json';

// OpenAPI's own formats say how a number or string is stored, not what it may hold.
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'binary', 'password'];

export class AnswerValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateSchema: false,
      logger: false,
    });
    addFormats(this.ajv);
    // multipleOf in decimals, as the reference host reads it: 12.34 is a multiple of 0.01.
    this.ajv.removeKeyword('multipleOf').addKeyword(DECIMAL_MULTIPLE_OF);
    for (const format of OPENAPI_FORMATS) this.ajv.addFormat(format, true);
    this.ajv.addSchema(document.root, DOCUMENT_ID);
  }

  /** Differences of a value from the schema at a pointer of the document ([] when it conforms). */
  check(pointer: string, value: unknown, root = 'answer'): string[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      try {
        validate = this.ajv.getSchema(`${DOCUMENT_ID}${pointer}`);
      } catch (error) {
        return [`the document's schema at ${pointer} does not compile: ${(error as Error).message}`];
      }
      if (!validate) return [`the document has no schema at ${pointer}`];
      this.compiled.set(pointer, validate);
    }
    if (validate(value)) return [];
    return describeErrors(validate.errors ?? [], value, root);
  }
}
