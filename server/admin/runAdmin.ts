/**
 * One run of `npm run admin -- <command> [options]`: the arguments read, the store opened as the host
 * opens it (DATA_DIR or DATABASE_URL; an absent store is created by the same DEMO rule), the command
 * run, the store closed. Answers the exit code: 0 done, 1 refused (the reason printed), 2 called
 * wrongly (the usage printed).
 */
import { parseArgs } from 'node:util';
import { isRefusal } from '../domain/refusal';
import { ConfigError, readConfig } from '../config/readConfig';
import { openDatabase } from '../store/open';
import { UsageError, type AdminCommand } from './command';
import { ADMIN_COMMANDS } from './commands';
import type { AdminIo } from './io';

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

export function usageText(): string {
  const lines = Object.entries(ADMIN_COMMANDS).map(
    ([name, command]) => `  ${name} ${command.usage}\n      ${command.summary}`,
  );
  return [
    'Usage: npm run admin -- <command> [options]',
    '(the store of DATA_DIR, or of DATABASE_URL when set; DEMO as for npm start)',
    '',
    ...lines,
  ].join('\n');
}

function usage(io: AdminIo, problem: string): number {
  io.err(`${problem}\n\n${usageText()}`);
  return EXIT.usage;
}

/** The command's option values, or a usage error. */
function parsed(command: AdminCommand, args: string[]) {
  try {
    return parseArgs({ args, options: command.options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function runAdmin(
  argv: string[],
  env: Record<string, string | undefined>,
  io: AdminIo,
): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) return usage(io, 'A command is required.');
  if (name === 'help' || name === '--help') {
    io.out(usageText());
    return EXIT.done;
  }
  const command = ADMIN_COMMANDS[name];
  if (!command) return usage(io, `Unknown command ${JSON.stringify(name)}.`);
  let values;
  try {
    values = parsed(command, args);
    for (const option of command.required)
      if (typeof values[option] !== 'string') throw new UsageError(`--${option} is required`);
  } catch (error) {
    return usage(io, `${name}: ${(error as Error).message}`);
  }
  let opened;
  try {
    const config = readConfig(env);
    opened = await openDatabase(
      { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      { demo: config.demo, poolSize: config.poolSize, log: (line) => io.out(line) },
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`Configuration refused: ${error.message}`);
      return EXIT.usage;
    }
    io.err(`The store could not be opened: ${(error as Error).message}`);
    return EXIT.refused;
  }
  try {
    await command.run(opened.db, values, io);
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError) return usage(io, `${name}: ${error.message}`);
    if (isRefusal(error)) {
      io.err(error.message);
      return EXIT.refused;
    }
    io.err(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.refused;
  } finally {
    await opened.db.destroy();
  }
}
