import type { TopQueriesAnswer } from '../../contract/admin';
import { useT } from '../../i18n/useT';

/** Latest searches: rank, user, word, date. */
export function LastQueriesTable({ rows }: { rows: TopQueriesAnswer['lastQueries'] }) {
  const t = useT();
  return (
    <table className="b2b-stack-table">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.rank')}</th>
          <th scope="col">{t('dashboard.user')}</th>
          <th scope="col">{t('dashboard.word')}</th>
          <th scope="col">{t('dashboard.date')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.name}-${row.query}-${i}`}>
            <td data-label={t('dashboard.rank')} className="b2b-stack-rank">
              {i + 1}
            </td>
            <td data-label={t('dashboard.user')} className="b2b-stack-wide">
              {row.name}
            </td>
            <td data-label={t('dashboard.word')}>{row.query}</td>
            <td data-label={t('dashboard.date')}>{row.formattedCreatedAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
