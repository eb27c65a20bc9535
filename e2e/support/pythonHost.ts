/**
 * Starts examples/python-host (a storefront in Python's standard library) as a child process on a
 * free port, in front of a reference host. Debian's /usr/bin/python3 first: CI machines have it from
 * apt (.ci/run installs it), and a pyenv shim on PATH may point at an interpreter that is not there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const PYTHON_HOST_DIR = path.join(ROOT, 'examples', 'python-host');
const DEBIAN_PYTHON = '/usr/bin/python3';

export interface PythonHost {
  url: string;
  stop(): Promise<void>;
}

/** The Python interpreter to run: Debian's, else whatever python3 the PATH names. */
export function pythonExecutable(): string {
  return fs.existsSync(DEBIAN_PYTHON) ? DEBIAN_PYTHON : 'python3';
}

export function startPythonHost(options: {
  upstream: string;
  distDir: string;
  timeoutMs?: number;
}): Promise<PythonHost> {
  const child = spawn(
    pythonExecutable(),
    [
      path.join(PYTHON_HOST_DIR, 'server.py'),
      '--upstream',
      options.upstream,
      '--port',
      '0',
      '--dist',
      options.distDir,
      '--exit-when-stdin-closes',
    ],
    // No __pycache__ written into the example's folder.
    { env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.HOST_LOG === '1') process.stderr.write(chunk);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.stdin.end();
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the Python host did not start in ${options.timeoutMs ?? 10_000} ms\n${stderr}`));
    }, options.timeoutMs ?? 10_000);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('\n')) return;
      clearTimeout(timer);
      resolve({ url: (JSON.parse(stdout.split('\n')[0]!) as { url: string }).url, stop });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Python host exited with ${code}\n${stderr}`));
    });
  });
}
