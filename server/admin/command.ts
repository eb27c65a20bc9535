/** One admin command: its options (node:util parseArgs), its usage line and what it does. */
import type { ParseArgsConfig } from 'node:util';
import type { Db } from '../db/handle';
import type { AdminIo } from './io';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface AdminCommand {
  /** The arguments after the command's name, as the usage text shows them. */
  usage: string;
  /** What it does, in one line. */
  summary: string;
  options: Options;
  /** Options without which it does not start (checked before the store is opened). */
  required: string[];
  run(db: Db, values: Values, io: AdminIo): Promise<void>;
}

/** The command was called wrongly: exit 2 with the usage text. */
export class UsageError extends Error {}

/** A required option's text, or a usage error naming it. */
export function required(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

export const optional = (values: Values, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

/** A rule's problem ('the name is required') as a sentence of its own. */
export const sentence = (problem: string) => `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
