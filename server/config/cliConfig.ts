/**
 * The configuration of a command-line entry point (npm start, seed, db:copy, render-service): a
 * wrong variable is told to the operator in one line on stderr and the process exits with 2, the
 * status of a usage error, before anything is opened.
 */
import { ConfigError, readConfig, type Config, type Env } from './readConfig';

export function configOrExit(env: Env): Config {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration refused: ${error.message}\n`);
    process.exit(2);
  }
}
