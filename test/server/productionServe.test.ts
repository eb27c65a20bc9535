/**
 * The production install: in a temporary copy of the project (node_modules as hard links), the host
 * built by build/serverBuild.ts, devDependencies pruned, then `npm run serve` with plain Node. The
 * widget bundle is not needed: without dist/ the host serves its pages with empty placeholders, so
 * the test holds in a clean clone where e2e has not built it yet. Once per run (SQLite): the engine
 * is not what this proves.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/postgresCluster';
import { testEngine } from './testDb';

const onSqlite = testEngine() === 'sqlite' ? describe : describe.skip;
const ROOT = path.resolve(__dirname, '..', '..');
/** What the built host and its build read from the tree; the rest of the project stays behind. */
const COPIED = ['package.json', 'package-lock.json', 'tsconfig.json', 'build', 'server', 'src', 'contract'];
/** The one file npm rewrites in place (measured): a hard link would carry the pruned list into the original. */
const HIDDEN_LOCKFILE = path.join('node_modules', '.package-lock.json');

jest.setTimeout(40_000);

/**
 * Hard links need one file system: the system's temporary folder when node_modules is on its device,
 * else the project's own .tmp/ (git-ignored).
 */
function scratchFolder(): string {
  const tmp = os.tmpdir();
  if (fs.statSync(tmp).dev === fs.statSync(path.join(ROOT, 'node_modules')).dev) return tmp;
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  return path.join(ROOT, '.tmp');
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function copyProject(into: string): void {
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(into, entry), { recursive: true });
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(into, 'node_modules')]);
  fs.rmSync(path.join(into, HIDDEN_LOCKFILE));
  fs.copyFileSync(path.join(ROOT, HIDDEN_LOCKFILE), path.join(into, HIDDEN_LOCKFILE));
}

/** Resolves with what the process printed once `text` appears on its stdout. */
function printed(child: ChildProcess, text: string, output: { all: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.all += chunk.toString();
      if (output.all.includes(text)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output.all += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`npm run serve exited with ${code}\n${output.all}`)));
  });
}

onSqlite('the built host after a pruned install', () => {
  let project = '';
  let dataDir = '';
  let serve: ChildProcess | null = null;
  let originalLockfile = '';

  beforeAll(() => {
    project = fs.mkdtempSync(path.join(scratchFolder(), 'b2b-prod-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-prod-data-'));
    originalLockfile = sha256(path.join(ROOT, HIDDEN_LOCKFILE));
    copyProject(project);
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'build/serverBuild.ts'], {
      cwd: project,
      stdio: 'pipe',
    });
    execFileSync('npm', ['prune', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: project,
      stdio: 'pipe',
    });
  });

  afterAll(async () => {
    if (serve?.exitCode === null) {
      const exited = new Promise((resolve) => serve!.once('exit', resolve));
      process.kill(-serve.pid!, 'SIGTERM');
      await exited;
    }
    fs.rmSync(project, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prunes the copy and leaves the project’s own node_modules as it was', () => {
    expect(fs.existsSync(path.join(project, 'node_modules', 'tsx'))).toBe(false);
    expect(fs.existsSync(path.join(project, 'node_modules', 'esbuild'))).toBe(false);
    expect(fs.existsSync(path.join(ROOT, 'node_modules', 'tsx', 'package.json'))).toBe(true);
    expect(sha256(path.join(ROOT, HIDDEN_LOCKFILE))).toBe(originalLockfile);
  });

  it('serves with plain Node: ready, a page, the host’s own files and the payment frame’s', async () => {
    const [port, paymentPort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    serve = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: project,
      // A process group of its own: npm, its shell and node end together.
      detached: true,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        PAYMENT_PORT: String(paymentPort),
        DEMO: '0',
        DATABASE_URL: '',
        SSR_ENTRY: '',
        SKIP_BUILD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { all: '' };
    await printed(serve, url, output);
    expect(output.all).not.toMatch(/webpack/i);

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    const page = await fetch(`${url}/account/login`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const hostCss = /href="([^"]*host\.css[^"]*)"/.exec(html)?.[1];
    expect(hostCss).toBeDefined();
    expect((await fetch(new URL(hostCss!, url))).status).toBe(200);
    expect((await fetch(`${url}/api/openapi.json`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${paymentPort}/payment/frame.js`)).status).toBe(200);
  });
});
