/**
 * The store's pictures (migration 5): served at /images/{name} by every instance from the one
 * database, written by the seed in its transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/handle';

export async function imageData(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('images').select('data').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

/**
 * Reads the pictures an older host kept in a folder (DATA_DIR/images) into the table; a name the
 * table already has keeps its picture. Answers how many were read.
 */
export async function importImageFolder(db: Db, dir: string): Promise<number> {
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((file) => fs.statSync(path.join(dir, file)).isFile());
  } catch {
    return 0;
  }
  for (const name of files)
    await db
      .insertInto('images')
      .values({ name, data: fs.readFileSync(path.join(dir, name)) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  return files.length;
}
