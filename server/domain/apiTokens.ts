/**
 * API tokens for programs (an ERP's import job): 32 random bytes behind a prefix an operator and a
 * secret scanner recognise, kept as their SHA-256. A slow hash (scrypt, bcrypt) protects guessable
 * secrets such as passwords against a stolen table; a token is 256 random bits that no dictionary
 * holds, so one fast hash already makes a stolen hash useless, and every request can be checked
 * without spending the CPU time a password check costs.
 */
import crypto from 'node:crypto';

export const API_TOKEN_PREFIX = 'b2b_';
const TOKEN_BYTES = 32;
/** 32 bytes in base64url: 43 characters. */
const TOKEN_SHAPE = /^b2b_[A-Za-z0-9_-]{43}$/;
const NAME_SHAPE = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export function newApiToken(): string {
  return API_TOKEN_PREFIX + crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashApiToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented value has a token's shape (anything else is refused before the database). */
export function looksLikeApiToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** Why a token name cannot be used (English, for the operator), or null. */
export function apiTokenNameProblem(name: string): string | null {
  return NAME_SHAPE.test(name)
    ? null
    : 'a token name is 1 to 64 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit';
}
