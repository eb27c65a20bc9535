import { domainMessage, type DomainMessage } from '../shared/messageKeys';

/** Search types of the admin dashboard, sent as ?type=. */
export const DASHBOARD_SEARCH_TYPES = ['kelime', 'kullanıcı'] as const;
export type DashboardSearchType = (typeof DASHBOARD_SEARCH_TYPES)[number];

export type DashboardSearchTerm =
  { ok: true; term: string } | { ok: false; alert: DomainMessage<'dashboard.emptyTerm'> };

/** The term must not be blank after trimming; the trimmed term is what is searched. */
export function dashboardSearchTerm(input: string | null | undefined): DashboardSearchTerm {
  const term = (input ?? '').trim();
  return term === '' ? { ok: false, alert: domainMessage('dashboard.emptyTerm') } : { ok: true, term };
}

export function isDashboardSearchType(value: unknown): value is DashboardSearchType {
  return (DASHBOARD_SEARCH_TYPES as readonly unknown[]).includes(value);
}
