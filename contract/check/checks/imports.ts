/**
 * A program's imports (beyond the spec's calls): a session never authorises them, and with --token
 * each kind takes a dry run, which writes nothing. The suite cannot know which columns a backend's
 * import wants, so the dry run sends an empty JSON Lines file and takes any answer the document lists
 * for it (a report, or the refusal of a file that cannot be read), judged by the document's schema.
 */
import type { CallName } from '../operations';
import type { Check } from '../context';

const IMPORTS: readonly CallName[] = [
  'importProducts',
  'importStock',
  'importPrices',
  'importCustomers',
  'importSynonyms',
];

export const importDryRuns: Check = async (ctx) => {
  const file = { text: '', type: 'application/x-ndjson' };
  for (const name of IMPORTS) {
    await ctx.suite.call(ctx.customer, name, {
      query: { dryRun: 'true' },
      body: file,
      status: 401,
      caseName: 'a session without a token → 401',
    });
    if (!ctx.importer) {
      ctx.suite.skipCall(name, 'no --token given');
      continue;
    }
    await ctx.suite.call(ctx.importer, name, {
      query: { dryRun: 'true' },
      body: file,
      status: [200, 400, 422],
    });
  }
};
