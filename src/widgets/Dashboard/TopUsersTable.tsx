import type { TopQueriesAnswer } from '../../contract/admin';
import { useT } from '../../i18n/useT';
import { HoverDetail } from './HoverDetail';

/** Top searching users: rank, user, count; the user's detail lists word, count and date. */
export function TopUsersTable({ rows }: { rows: TopQueriesAnswer['topUsers'] }) {
  const t = useT();
  return (
    <table className="b2b-stack-table">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.rank')}</th>
          <th scope="col">{t('dashboard.user')}</th>
          <th scope="col" className="b2b-num">
            {t('dashboard.count')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.name}-${i}`}>
            <td data-label={t('dashboard.rank')} className="b2b-stack-rank">
              {i + 1}
            </td>
            <td data-label={t('dashboard.user')} className="b2b-stack-wide">
              <HoverDetail label={row.name} title={t('dashboard.detailWords', { name: row.name })}>
                <ul className="b2b-hover-detail__rows">
                  {row.detail.map((d, j) => (
                    <li key={`${d.searchQuery}-${j}`} className="b2b-hover-detail__row">
                      <span>{d.searchQuery}</span>
                      <span className="b2b-num">
                        {t('dashboard.count')}: {d.searchCount}
                      </span>
                      <span>{d.formattedCreatedAt}</span>
                    </li>
                  ))}
                </ul>
              </HoverDetail>
            </td>
            <td data-label={t('dashboard.count')} className="b2b-num">
              {row.count}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
