/**
 * npm run admin -- <command> [options]: the operator's commands on the store (runAdmin.ts), printed in
 * English; `npm run admin -- help` lists them.
 */
import { terminalIo } from './io';
import { runAdmin } from './runAdmin';

runAdmin(process.argv.slice(2), process.env, terminalIo).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
