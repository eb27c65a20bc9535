/**
 * examples/python-host's own tests (Python's unittest, standard library only): escaping with hostile
 * strings, the Origin rule, the cookie notice, every address of the guide's table proxied or rendered,
 * and the server end to end against a stand-in host, socket tunnel included.
 */
import { spawnSync } from 'node:child_process';
import { PYTHON_HOST_DIR, pythonExecutable } from '../../e2e/support/pythonHost';

it('the Python storefront passes its own tests', () => {
  const run = spawnSync(pythonExecutable(), ['-B', '-m', 'unittest', 'discover', '-s', 'tests'], {
    cwd: PYTHON_HOST_DIR,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.error).toBeUndefined();
  // unittest reports on stderr: shown whole when it failed.
  expect(`exit ${run.status}\n${run.stderr}`).toMatch(/^exit 0\n[\s\S]*\nOK\s*$/);
});
