/**
 * The readers of one environment variable each: a value is taken as the operator wrote it or refused
 * with a ConfigError that names the variable and what it wants, so a wrong setting stops the host at
 * start with one line instead of surfacing as a strange failure under load.
 */
import net from 'node:net';

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    wants: string,
    value: string,
  ) {
    super(`${variable} wants ${wants}, not ${JSON.stringify(value)}`);
    this.name = 'ConfigError';
  }
}

/** The variable's text; an empty value counts as unset (a shell's `VAR= npm start`). */
export const textOf = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value;
};

/** A whole number in [min, max]. */
export function wholeNumber(env: Env, name: string, min: number, max: number): number | undefined {
  const text = textOf(env, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new ConfigError(name, `a whole number from ${min} to ${max}`, text);
  return value;
}

/** A TCP port: 0 (any free one) to 65535. */
export const portOf = (env: Env, name: string) => wholeNumber(env, name, 0, 65535);

/** A switch: 1/true or 0/false (unset: undefined). */
export function flagOf(env: Env, name: string): boolean | undefined {
  const text = textOf(env, name)?.trim();
  if (text === undefined) return undefined;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new ConfigError(name, '1 (on) or 0 (off)', text);
}

/** One of a fixed set of words. */
export function oneOf<T extends string>(env: Env, name: string, words: readonly T[]): T | undefined {
  const text = textOf(env, name)?.trim();
  if (text === undefined) return undefined;
  if ((words as readonly string[]).includes(text)) return text as T;
  throw new ConfigError(name, `one of ${words.join(', ')}`, text);
}

/** A positive number of seconds up to max, as milliseconds. */
export function secondsOf(env: Env, name: string, max: number): number | undefined {
  const text = textOf(env, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text) || !(value > 0) || value > max)
    throw new ConfigError(name, `a number of seconds above 0 and at most ${max}`, text);
  return Math.round(value * 1000);
}

/** The names proxy-addr (Fastify's trustProxy) accepts besides addresses and CIDRs. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyPart(part: string): boolean {
  if (PROXY_NAMES.includes(part) || net.isIP(part) !== 0) return true;
  const [address, bits, extra] = part.split('/');
  if (extra !== undefined || !address || !bits || !/^\d+$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: 1/true (loopback), 0/false, or addresses, CIDRs and proxy-addr's names. */
export function proxyOf(env: Env, name: string): string | undefined {
  const text = textOf(env, name)?.trim();
  if (text === undefined || text === '0' || text === 'false') return undefined;
  if (text === '1' || text === 'true') return text;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.every((part) => isProxyPart(part))) return text;
  throw new ConfigError(
    name,
    '1 (the loopback proxy), or IP addresses, CIDRs, loopback, linklocal, uniquelocal separated by commas',
    text,
  );
}
