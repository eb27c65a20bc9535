/**
 * JSON Schema's `multipleOf` as a decimal rule: 123456.78 is a multiple of 0.01. Validators that divide
 * in binary floating point (123456.78 / 0.01 = 12345678.000000002) need a tolerance, and any tolerance
 * fails for amounts large enough (a 140,153,847,759.52 TL limit); whole steps of the step's own
 * decimals are exact, as money amounts are kept (rounding.ts).
 */
import { toScaledInteger } from './rounding';

/** How many decimals a step is written with: 0.01 → 2, 5 → 0, 2.5e-3 → 4. */
function decimalsOf(step: number): number {
  const [digits = '', exponent = '0'] = String(step).toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Whether `value` is a whole number of `step`s, judged in the step's decimals. */
export function isDecimalMultiple(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false;
  const decimals = decimalsOf(step);
  const scaled = toScaledInteger(value, decimals);
  // The value must be that many decimals exactly (the nearest double to them), then whole steps.
  if (scaled / 10 ** decimals !== value) return false;
  return scaled % toScaledInteger(step, decimals) === 0;
}

/**
 * The keyword for Ajv (`ajv.removeKeyword('multipleOf'); ajv.addKeyword(DECIMAL_MULTIPLE_OF)`), so the
 * host and every checker of the document read `multipleOf` the same, exact way.
 */
export const DECIMAL_MULTIPLE_OF = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  errors: false,
  validate: (step: number, value: number) => isDecimalMultiple(value, step),
} as const;
