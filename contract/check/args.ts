/**
 * The command line: --base URL --user U --password P [--admin U P] [--representative U P] [--token T] [--payment] [--document FILE]
 * [--only ID,ID…] [--skip ID,ID…] [--json FILE]; the ids are the document's operationIds.
 */

export interface Args {
  base: string;
  user: string;
  password: string;
  admin: { user: string; password: string } | null;
  /** A sales representative of the --user's company, for the book and acting calls. */
  representative: { user: string; password: string } | null;
  /** A program's API token: the imports are made with it (dry runs, which write nothing). */
  token: string | null;
  /** Walk the card checkout with the test card (it records a payment, whose order is cancelled). */
  payment: boolean;
  document: string | null;
  /** Only these operations are made (the others are listed as skipped); null: every one. */
  only: Set<string> | null;
  skip: Set<string>;
  /** Where the table is also written as JSON, for CI. */
  json: string | null;
}

export class UsageError extends Error {}

export const USAGE =
  'usage: npm run contract:check -- --base URL --user U --password P [--admin U P] [--representative U P] [--token API_TOKEN] [--payment] [--document openapi.yaml|openapi.json] [--only operationId,…] [--skip operationId,…] [--json results.json]';

const FLAGS = [
  '--base',
  '--user',
  '--password',
  '--admin',
  '--representative',
  '--token',
  '--payment',
  '--document',
  '--only',
  '--skip',
  '--json',
];
/** How many values a flag takes (the others take one). */
const ARITY: Record<string, number> = { '--admin': 2, '--representative': 2, '--payment': 0 };

/** A comma list of operationIds. */
function idList(flag: string, text: string | undefined): Set<string> {
  const ids = (text ?? '').split(',').map((id) => id.trim());
  if (ids.some((id) => !/^[A-Za-z][A-Za-z0-9_]*$/.test(id)))
    throw new UsageError(`${flag} takes operationIds separated by commas, got ${text}`);
  return new Set(ids);
}

export function parseArgs(argv: string[]): Args {
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (!FLAGS.includes(flag)) throw new UsageError(`unknown argument ${flag}`);
    const arity = ARITY[flag] ?? 1;
    const taken = argv.slice(i + 1, i + 1 + arity);
    if (taken.length < arity || taken.some((v) => v.startsWith('--')))
      throw new UsageError(`${flag} needs ${arity === 2 ? 'a user and a password' : 'a value'}`);
    values.set(flag, taken);
    i += arity;
  }
  const one = (flag: string) => {
    const value = values.get(flag)?.[0];
    if (!value) throw new UsageError(`${flag} is required`);
    return value;
  };
  const base = one('--base');
  if (!/^https?:\/\//.test(base)) throw new UsageError(`--base must be an http(s) URL, got ${base}`);
  const admin = values.get('--admin');
  const representative = values.get('--representative');
  return {
    base,
    user: one('--user'),
    password: one('--password'),
    admin: admin ? { user: admin[0]!, password: admin[1]! } : null,
    representative: representative ? { user: representative[0]!, password: representative[1]! } : null,
    token: values.get('--token')?.[0] ?? null,
    payment: values.has('--payment'),
    document: values.get('--document')?.[0] ?? null,
    only: values.has('--only') ? idList('--only', values.get('--only')?.[0]) : null,
    skip: values.has('--skip') ? idList('--skip', values.get('--skip')?.[0]) : new Set(),
    json: values.get('--json')?.[0] ?? null,
  };
}
