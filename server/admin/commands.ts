/** The admin commands by name: adding one is one line here and a file of its own. */
import type { Db } from '../db/handle';
import { invalid } from '../domain/refusal';
import { UsageError, type AdminCommand } from './command';
import { createAdmin } from './createAdmin';
import { createCustomer } from './createCustomer';
import { createUser } from './createUser';
import { createRepresentativeCommand, linkRepresentativeCommand } from './representativeCommands';
import { setCurrency, setWarehouse } from './referenceCommands';
import { TOKEN_COMMANDS } from './tokenCommands';

type TokenCommand = (db: Db, args: readonly string[], out: (line: string) => void) => Promise<number>;

/**
 * A token command (tokenCommands.ts answers its exit code and writes its own lines) as an admin
 * command: its lines printed when it is done, or made the refusal (1) or the usage error (2).
 */
function tokenCommand(usage: string, summary: string, command: TokenCommand): AdminCommand {
  return {
    usage,
    summary,
    options: { name: { type: 'string' } },
    required: [],
    async run(db, values, io) {
      const lines: string[] = [];
      const args = typeof values.name === 'string' ? ['--name', values.name] : [];
      const code = await command(db, args, (line) => lines.push(line));
      if (code === 2) throw new UsageError(lines.join('\n'));
      if (code !== 0) throw invalid(lines.join('\n'));
      for (const line of lines) io.out(line);
    },
  };
}

export const ADMIN_COMMANDS: Record<string, AdminCommand> = {
  'create-admin': createAdmin,
  'create-customer': createCustomer,
  'create-user': createUser,
  'create-representative': createRepresentativeCommand,
  'link-representative': linkRepresentativeCommand,
  'set-warehouse': setWarehouse,
  'set-currency': setCurrency,
  'create-token': tokenCommand(
    '--name N',
    "An API token for a program (the ERP's import job): shown once, stored hashed.",
    TOKEN_COMMANDS['create-token'],
  ),
  'revoke-token': tokenCommand(
    '--name N',
    'Revokes the API token of that name: refused from the next request on.',
    TOKEN_COMMANDS['revoke-token'],
  ),
  'list-tokens': tokenCommand(
    '',
    'The API tokens: name, created, last used, active or revoked (never the token).',
    TOKEN_COMMANDS['list-tokens'],
  ),
};
