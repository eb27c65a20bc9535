/** Removes the SQLite template folder sqliteSetup.ts seeded. */
import fs from 'node:fs';
import path from 'node:path';

export default function sqliteTeardown(): void {
  const file = process.env.TEST_SQLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
