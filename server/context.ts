/** What every route and hook of the host can reach. */
// Brings in the cookie plugin's request/reply typings (request.cookies, reply.setCookie).
import type {} from '@fastify/cookie';
import type { Session } from './repo/sessions';
import type { Db } from './db/handle';
import type { Member } from './repo/members';
import type { UserRow } from './repo/users';
import type { Origins } from './http/security';

/** What a login attempt is told before its password is checked. */
export type LoginVerdict =
  | { refused: true; retryAfterMs: number }
  | { refused: false; /** How long to hold the answer back. */ delayMs: number };

/** The throttle of password guessing (auth/loginThrottle.ts): judged before, told after each attempt. */
export interface LoginAttempts {
  check(account: string, address: string): Promise<LoginVerdict>;
  failed(account: string, address: string): Promise<void>;
  succeeded(account: string, address: string): Promise<void>;
}

/** What the host counts for its operator (observability/metrics.ts serves them at /metrics). */
export interface HostMetrics {
  orderPlaced(order: { payment: 'account' | 'card'; status: 'placed' | 'waiting' }): void;
  loginRefused(): void;
  socketOpened(): void;
  socketClosed(): void;
}

export interface AppContext {
  /** The store's data (Kysely): repository functions take it, or a transaction made from it. */
  db: Db;
  distDir: string;
  /** The widgets' server render entry (dist-ssr/render.js); null: placeholders go out empty. */
  renderEntry: string | null;
  origins: Origins;
  /** Cookies always get the Secure flag (PUBLIC_URL is https); otherwise only visits a trusted proxy calls https. */
  secureCookies: boolean;
  /** Which origins' public addresses (PUBLIC_URL, PAYMENT_PUBLIC_URL) are https: they send HSTS. */
  httpsOrigins: { storefront: boolean; payment: boolean };
  /** SOURCE_MAPS=public: the bundle's source maps are served; otherwise /assets/*.map is a 404. */
  publicSourceMaps: boolean;
  log: (message: string) => void;
  /** Counts wrong passwords wherever one is typed: the login form and the password change. */
  loginThrottle: LoginAttempts;
  metrics: HostMetrics;
}

/** A representative acting for a customer: who they are, and the row of the acting log. */
export interface ActingRepresentative {
  id: number;
  name: string;
  logId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /**
     * Whose request it is: the logged-in user's row, or while a sales representative acts for a
     * customer, the customer company's own row (its cart, orders, prices: the buyer).
     */
    user: UserRow | null;
    /**
     * The person logged in (their own row), whoever they act for: their password, sessions, language
     * and presence online are theirs.
     */
    person: UserRow | null;
    /** The sales representative acting for the company of `user`; null when nobody acts. */
    representative: ActingRepresentative | null;
    /** A customer's place in their company: role, limits; null for visitors and store admins. */
    member: Member | null;
    /**
     * The customer's company: its users row holds the balance, risk limit, branches, representative
     * and address. The user's own row for the company's first Yönetici.
     */
    company: UserRow | null;
  }
}
