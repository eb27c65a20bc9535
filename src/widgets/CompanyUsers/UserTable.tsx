import type { CompanyUser } from '../../contract/company';
import { formatAmount } from '../../domain/shared/money';
import { useT } from '../../i18n/useT';
import type { CompanyBranch } from '../../store/company/companyUsers';
import { Spinner } from '../../ui/Spinner';
import { HistoryTable } from '../shared/historyTable/HistoryTable';

interface UserTableProps {
  users: CompanyUser[];
  branches: CompanyBranch[];
  /** Ids whose deactivate or reactivate call is under way. */
  toggling: number[];
  onEdit: (user: CompanyUser) => void;
  onDeactivate: (user: CompanyUser) => void;
  onReactivate: (user: CompanyUser) => void;
}

/** An e-mail address that may break after its '@' (and nowhere else unless it must). */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/**
 * One row per user: the user (name, '(siz)' on the reader's own, username), contact (e-mail, phone),
 * role, the two limits, branches, status and the actions. Each user is a tbody; on a list narrower
 * than the table needs (CompanyUsers.css, shared/historyTable/stackedTable.css) every row becomes a
 * card of labelled lines.
 */
export function UserTable({ users, branches, toggling, onEdit, onDeactivate, onReactivate }: UserTableProps) {
  const t = useT();
  const limit = (value: number | null) => (value === null ? t('company.noLimit') : formatAmount(value));
  const branchNames = (ids: number[]) => {
    const names = ids.map((id) => branches.find((b) => b.id === id)?.name).filter(Boolean);
    return names.length > 0 ? names.join(', ') : t('companyUsers.allBranches');
  };
  const columns = [
    { label: t('companyUsers.user') },
    { label: t('companyUsers.contact') },
    { label: t('companyUsers.role') },
    { label: t('companyUsers.limits') },
    { label: t('companyUsers.branches') },
    { label: t('companyUsers.status') },
    { label: t('companyUsers.actions') },
  ];
  return (
    <HistoryTable caption={t('companyUsers.title')} columns={columns} className="b2b-company-users__table">
      {users.map((user) => {
        const busy = toggling.includes(user.id);
        return (
          <tbody
            key={user.id}
            className={`b2b-history__group${user.active ? '' : ' b2b-company-users__group--inactive'}`}
          >
            <tr className="b2b-history__row">
              <th scope="row" data-label={t('companyUsers.user')}>
                <span className="b2b-company-users__lines">
                  <span className="b2b-company-users__name">
                    {user.name}
                    {user.self && <span className="b2b-company-users__you"> {t('companyUsers.you')}</span>}
                  </span>
                  <span className="b2b-company-users__minor">{user.username}</span>
                </span>
              </th>
              <td data-label={t('companyUsers.contact')}>
                <span className="b2b-company-users__lines">
                  <span className="b2b-company-users__text">
                    <Email address={user.email} />
                  </span>
                  {user.phone && <span className="b2b-company-users__minor">{user.phone}</span>}
                </span>
              </td>
              <td data-label={t('companyUsers.role')}>{t(`company.role.${user.role}`)}</td>
              <td data-label={t('companyUsers.limits')}>
                <dl className="b2b-company-users__limits">
                  <div>
                    <dt>{t('companyUsers.limitPerOrder')}</dt>
                    <dd>{limit(user.orderLimit)}</dd>
                  </div>
                  <div>
                    <dt>{t('companyUsers.limitMonthly')}</dt>
                    <dd>{limit(user.monthlyLimit)}</dd>
                  </div>
                </dl>
              </td>
              <td data-label={t('companyUsers.branches')}>
                <span className="b2b-company-users__text">{branchNames(user.branchIds)}</span>
              </td>
              <td data-label={t('companyUsers.status')}>
                <span
                  className={`b2b-company-users__status b2b-company-users__status--${user.active ? 'active' : 'inactive'}`}
                >
                  {user.active ? t('companyUsers.active') : t('companyUsers.inactive')}
                </span>
              </td>
              <td data-label={t('companyUsers.actions')} className="b2b-company-users__actions-cell">
                <div className="b2b-company-users__actions">
                  <button type="button" className="b2b-history__button" onClick={() => onEdit(user)}>
                    {t('companyUsers.edit')}
                    <span className="b2b-visually-hidden"> {user.name}</span>
                  </button>
                  {!user.self && (
                    // One button whose words follow the state, so the focus stays on it; while its
                    // call is under way it ignores presses but keeps the focus (aria-disabled).
                    <button
                      type="button"
                      className={`b2b-history__button${user.active ? ' b2b-history__button--danger' : ''}`}
                      aria-disabled={busy || undefined}
                      onClick={() => {
                        if (busy) return;
                        if (user.active) onDeactivate(user);
                        else onReactivate(user);
                      }}
                    >
                      {busy && <Spinner label={t('common.loading')} />}
                      {user.active ? t('companyUsers.deactivate') : t('companyUsers.reactivate')}
                      <span className="b2b-visually-hidden"> {user.name}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          </tbody>
        );
      })}
    </HistoryTable>
  );
}
