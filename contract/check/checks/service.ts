/** BIN control, warranty inquiry and the fault report's pickers. */
import { isRecord, type Check } from '../context';

/** A BIN of the test cards the spec's payment frame knows (Akbank VISA on the reference host). */
const KNOWN_BIN = '43550843';

export const binControl: Check = async (ctx) => {
  await ctx.suite.call(ctx.customer, 'binControl', { body: { form: { binNumber: KNOWN_BIN } } });
};

export const warranty: Check = async (ctx) => {
  const { suite, customer } = ctx;
  // A serial nobody sold: an answer without data, still of the documented shape.
  await suite.call(customer, 'warranty', {
    body: { multipart: { serialNumber: 'CONTRACT-CHECK-NO-SUCH-SERIAL' } },
    caseName: 'unknown serial',
  });
  // Longer than any serial (50 characters): refused with the error shape.
  await suite.call(customer, 'warranty', {
    body: { multipart: { serialNumber: 'X'.repeat(60) } },
    status: 400,
    caseName: 'serial too long → 400',
  });
};

const firstId = (json: unknown): number | null => {
  const first = Array.isArray(json) ? json.find(isRecord) : undefined;
  return first && typeof first.id === 'number' ? first.id : null;
};

export const faultReport: Check = async (ctx) => {
  const { suite, customer } = ctx;
  const top = await suite.call(customer, 'faultCategories', { params: { id: 0 } });
  const category = firstId(top.json);
  if (category === null) {
    suite.record('GET /api/catalog/faultreport/basecategories/{id}', [
      'answer: no category under 0 to walk into',
    ]);
    return;
  }
  await suite.call(customer, 'faultCategories', { params: { id: category } });
  await suite.call(customer, 'faultProducts', { params: { id: category } });
};
