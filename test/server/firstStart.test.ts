/**
 * The first start is crash-safe (issue 14.2): a kill or a failure while the demo database is being
 * made leaves a data folder that starts next time, and a half-made folder of an older host is
 * rebuilt with a clear log line.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, openDatabase } from '../../server/db/open';
import { SCHEMA_VERSION } from '../../server/db/migrations';
import { SCHEMA_SQL } from '../../server/db/schema';
import { FIXED_IMAGES } from '../../server/db/seed/images';

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, '..', '..');
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-first-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the folder as a start would, and checks the database and its images are complete. */
async function expectReady(dir: string, log: (m: string) => void = () => undefined): Promise<void> {
  const opened = await openDatabase(dir, { log });
  const db = opened.raw;
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const products = (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
    expect(products).toBeGreaterThan(50);
    const images = fs.readdirSync(path.join(dir, 'images'));
    for (const file of Object.keys(FIXED_IMAGES)) expect(images).toContain(file);
    const productImages = db
      .prepare("SELECT image FROM products WHERE image <> '' AND image NOT LIKE '%-eksik.png' LIMIT 20")
      .all() as { image: string }[];
    for (const { image } of productImages)
      expect(fs.existsSync(path.join(dir, 'images', path.basename(image)))).toBe(true);
  } finally {
    await opened.db.destroy();
  }
}

/** Starts `npm run seed` on an empty folder and kills it (SIGKILL) once `ready` says so. */
function killDuringSeed(dir: string, ready: () => boolean): Promise<void> {
  // tsx as a loader, not its CLI: the CLI runs the script in a child of its own, which a kill of
  // the CLI would leave seeding.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/seedCli.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (ready()) child.kill('SIGKILL');
    }, 5);
    child.once('exit', (_code, signal) => {
      clearInterval(timer);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error('the seed ended before the kill: pick an earlier moment'));
    });
  });
}

const imageCount = (dir: string) => {
  try {
    return fs.readdirSync(path.join(dir, 'images')).length;
  } catch {
    return -1;
  }
};

describe('the first start', () => {
  it.each<[string, (dir: string) => boolean]>([
    ['as the images folder appears', (dir) => imageCount(dir) >= 0],
    ['half-way through the images', (dir) => imageCount(dir) >= 60],
  ])('killed %s, starts next time with a complete database', async (_moment, ready) => {
    const dir = freshDir();
    await killDuringSeed(dir, () => ready(dir));
    await expectReady(dir);
  });

  it('failing while writing the images, starts next time', async () => {
    const dir = freshDir();
    // A file where the images folder goes: writing the images fails after the demo data is made.
    fs.writeFileSync(path.join(dir, 'images'), 'in the way');
    await expect(openDatabase(dir)).rejects.toThrow();
    fs.rmSync(path.join(dir, 'images'));
    await expectReady(dir);
  });

  it('rebuilds a half-made folder (tables but no version) and says so', async () => {
    const dir = freshDir();
    const half = new Database(path.join(dir, DB_FILE));
    half.exec(SCHEMA_SQL);
    half.close();
    fs.mkdirSync(path.join(dir, 'images'));
    fs.writeFileSync(path.join(dir, 'images', 'stale.png'), 'half written');
    const lines: string[] = [];
    await expectReady(dir, (line) => lines.push(line));
    expect(lines[0]).toMatch(/Yarım kalmış ilk kurulum bulundu .*storefront\.sqlite/);
    expect(fs.existsSync(path.join(dir, 'images', 'stale.png'))).toBe(false);
  });
});
