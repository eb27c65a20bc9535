/** The command line: --base URL --user U --password P [--admin U P] [--document FILE]. */

export interface Args {
  base: string;
  user: string;
  password: string;
  admin: { user: string; password: string } | null;
  document: string | null;
}

export class UsageError extends Error {}

export const USAGE =
  'usage: npm run contract:check -- --base URL --user U --password P [--admin U P] [--document openapi.yaml]';

export function parseArgs(argv: string[]): Args {
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const arity = flag === '--admin' ? 2 : 1;
    if (!['--base', '--user', '--password', '--admin', '--document'].includes(flag))
      throw new UsageError(`unknown argument ${flag}`);
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
  return {
    base,
    user: one('--user'),
    password: one('--password'),
    admin: admin ? { user: admin[0]!, password: admin[1]! } : null,
    document: values.get('--document')?.[0] ?? null,
  };
}
