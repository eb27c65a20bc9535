/**
 * Starts the reference host in a child process (server/serveChild.ts via tsx) with a fresh temporary
 * DATA_DIR on free loopback ports. Shared by the server tests (Jest) and the browser tests (Playwright).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface HostProcess {
  url: string;
  paymentUrl: string;
  dataDir: string;
  /** What the host wrote to stderr (its log) so far. */
  log(): string;
  /** Ends the host and removes its DATA_DIR, unless keepData (a restart on the same data follows). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

export function startHostProcess(
  /** dataDir: an already seeded DATA_DIR to serve (removed on stop like the temporary one). */
  options: { distDir?: string; timeoutMs?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<HostProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'b2b-host-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/serveChild.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: options.distDir ?? '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.HOST_LOG === '1') process.stderr.write(chunk);
  });
  const stop = (stopOptions: { keepData?: boolean } = {}) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin!.end();
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }).then(() => {
      if (!stopOptions.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`host did not start in ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n')[0];
      if (!stdout.includes('\n') || !line) return;
      clearTimeout(timer);
      const { url, paymentUrl } = JSON.parse(line) as { url: string; paymentUrl: string };
      resolve({ url, paymentUrl, dataDir, stop, log: () => stderr });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code}\n${stderr}`));
    });
  });
}
