/**
 * Company accounts: who may call each operation, as the document says it (`x-roles` of every operation and the
 * table of info.description), is what the host's one access table (server/auth/access.ts ROUTE_ACCESS)
 * and the roles' permissions (src/domain/company/companyRoles.ts) let through.
 */
import { ROUTE_ACCESS, type Access, type RouteAccess } from '../../../server/auth/access';
import {
  MEMBER_ROLES,
  REPRESENTATIVE_ROLE,
  roleCan,
  type CompanyPermission,
} from '../../../src/domain/company/companyRoles';
import { loadDocument, operationsOf, type Operation } from './openApiDocument';

const doc = loadDocument();
const operations = operationsOf(doc);
/**
 * The company roles, the store's administrator, the sales representative (acting for a customer
 * they are a company role, 'temsilci'), then a program's API token: the columns of the document's table.
 */
const SESSION_ROLES = [...MEMBER_ROLES, 'admin', 'representative'] as const;
const ROLES = [...SESSION_ROLES, 'token'] as const;
type Role = (typeof ROLES)[number];

/**
 * The roles a route lets through (a logged-in user of that role, or a program; visitors are not a
 * role): its access rule's, less the representative acting for a customer where the route is the
 * person's own account or the customer's money.
 */
function routeRoles(route: RouteAccess): Role[] {
  const roles = rolesOf(route.access);
  return route.notWhileActing ? roles.filter((role) => role !== REPRESENTATIVE_ROLE) : roles;
}

/** The roles an access rule lets through. */
function rolesOf(access: Access): Role[] {
  switch (access.kind) {
    case 'public':
    case 'login':
      return [...SESSION_ROLES];
    case 'token':
      return ['token'];
    case 'admin':
      return ['admin'];
    case 'representative':
      return ['representative'];
    case 'member':
      return MEMBER_ROLES.filter(
        (role) => !access.any || access.any.some((permission) => roleCan(role, permission)),
      );
  }
}

/** The table's entry of a documented path: `{name}` is Fastify's `:name`, or its wildcard `*`. */
function routeKey(op: Operation): string | undefined {
  const named = `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
  if (ROUTE_ACCESS[named]) return named;
  const wildcard = `${op.method} ${op.path.replace(/\{\w+\}/g, '*')}`;
  return ROUTE_ACCESS[wildcard] ? wildcard : undefined;
}

/**
 * The payment frame's two calls are the frame app's, outside the storefront's table: a company user
 * whose role may pay the cart or into the account (server/payment/frameApp.ts).
 */
const FRAME_PERMISSIONS: CompanyPermission[] = ['cart', 'accountPayment'];
const FRAME_OPERATIONS = new Set(['authorizeCardPayment', 'completeCardPayment']);

const xRoles = (op: Operation) => op.spec['x-roles'] as string[] | undefined;
const sorted = (roles: readonly string[]) => [...roles].sort();

describe('the roles of each operation (x-roles)', () => {
  it('finds every operation in the host’s access table, but the payment frame’s', () => {
    const missing = operations.filter((op) => !routeKey(op) && !FRAME_OPERATIONS.has(op.operationId));
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', (_id, op) => {
    const key = routeKey(op);
    const route: RouteAccess = key
      ? ROUTE_ACCESS[key]!
      : { access: { kind: 'member', any: FRAME_PERMISSIONS }, answer: 'json', notWhileActing: true };
    const { access } = route;
    if (access.kind === 'public') {
      // Open to anyone: nothing to name.
      expect(xRoles(op)).toBeUndefined();
      return;
    }
    expect(xRoles(op)).toBeDefined();
    expect(sorted(xRoles(op)!)).toEqual(sorted(routeRoles(route)));
    const statuses = Object.keys(op.spec.responses as object);
    if (access.kind === 'token') {
      // A program's call: its API token only, never the session; without one a 401.
      expect(op.spec.security).toEqual([{ apiToken: [] }]);
      expect(statuses).toContain('401');
      return;
    }
    // Such a call needs a session, and says what its refusals answer.
    expect((op.spec.security as Record<string, unknown>[]).some((s) => 'session' in s)).toBe(true);
    if (op.operationId !== 'startCheckout') expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
  });
});

describe('the table “Who may call what” of the document’s description', () => {
  const description = (doc.info as { description: string }).description;
  const rows = description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        operations: [...cells[0]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!),
        roles: ROLES.filter((_role, i) => cells[i + 1]!.startsWith('✓')),
      };
    });

  it('has a row for every operation with x-roles, and only for those', () => {
    const listed = rows.flatMap((row) => row.operations);
    expect(new Set(listed).size).toBe(listed.length);
    expect(sorted(listed)).toEqual(sorted(operations.filter(xRoles).map((op) => op.operationId)));
  });

  it('marks the roles x-roles names', () => {
    for (const row of rows)
      for (const id of row.operations) {
        const op = operations.find((o) => o.operationId === id)!;
        expect({ id, roles: sorted(row.roles) }).toEqual({ id, roles: sorted(xRoles(op)!) });
      }
  });
});
