/**
 * The operator's token commands, for the admin CLI (`npm run admin -- create-token --name erp`,
 * `revoke-token --name erp`, `list-tokens`). Each takes the store, the words after the command and
 * where its lines go, and returns the process's exit code: 0 done, 1 refused, 2 misused.
 */
import type { Db } from '../db/handle';
import { apiTokenNameProblem } from '../domain/apiTokens';
import { createApiToken, listApiTokens, revokeApiToken } from '../repo/apiTokens';

export type Out = (line: string) => void;

/** The value of `--name erp` or `--name=erp`, or null. */
function nameArgument(args: readonly string[]): string | null {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--name') return args[i + 1] ?? null;
    if (arg.startsWith('--name=')) return arg.slice('--name='.length);
  }
  return null;
}

export async function createTokenCommand(db: Db, args: readonly string[], out: Out): Promise<number> {
  const name = nameArgument(args);
  if (name === null) {
    out('usage: create-token --name <name>');
    return 2;
  }
  const problem = apiTokenNameProblem(name);
  if (problem) {
    out(`create-token: ${problem}`);
    return 2;
  }
  const token = await createApiToken(db, name);
  if (token === null) {
    out(
      `create-token: a token named ${name} exists already (revoked tokens keep their names); pick another name`,
    );
    return 1;
  }
  out(`Token ${name} created. It is shown only this once; store it where the program reads it:`);
  out(token);
  out('The program sends it as the header "Authorization: Bearer <token>".');
  return 0;
}

export async function revokeTokenCommand(db: Db, args: readonly string[], out: Out): Promise<number> {
  const name = nameArgument(args);
  if (name === null) {
    out('usage: revoke-token --name <name>');
    return 2;
  }
  if (!(await revokeApiToken(db, name))) {
    out(`revoke-token: no active token named ${name}`);
    return 1;
  }
  out(`Token ${name} revoked: requests carrying it are refused from now on.`);
  return 0;
}

export async function listTokensCommand(db: Db, _args: readonly string[], out: Out): Promise<number> {
  const tokens = await listApiTokens(db);
  if (tokens.length === 0) {
    out('No API tokens. Create one with: create-token --name <name>');
    return 0;
  }
  const width = Math.max(4, ...tokens.map((token) => token.name.length));
  out(`${'NAME'.padEnd(width)}  ${'CREATED'.padEnd(24)}  ${'LAST USED'.padEnd(24)}  STATUS`);
  for (const token of tokens)
    out(
      `${token.name.padEnd(width)}  ${token.createdAt.padEnd(24)}  ${(token.lastUsedAt ?? 'never').padEnd(24)}  ${
        token.revokedAt ? `revoked ${token.revokedAt}` : 'active'
      }`,
    );
  return 0;
}

/** The commands by the name the admin CLI dispatches on. */
export const TOKEN_COMMANDS = {
  'create-token': createTokenCommand,
  'revoke-token': revokeTokenCommand,
  'list-tokens': listTokensCommand,
} as const;
