import type { TopQueriesAnswer } from '../../contract/admin';
import { useT } from '../../i18n/useT';
import { HoverDetail } from './HoverDetail';

/** Most searched words: rank, word, count, date; the word's detail lists the users and their totals. */
export function TopQueriesTable({ rows }: { rows: TopQueriesAnswer['topQueries'] }) {
  const t = useT();
  return (
    <table className="b2b-stack-table">
      <thead>
        <tr>
          <th scope="col">{t('dashboard.rank')}</th>
          <th scope="col">{t('dashboard.word')}</th>
          <th scope="col" className="b2b-num">
            {t('dashboard.count')}
          </th>
          <th scope="col">{t('dashboard.date')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={`${row.query}-${i}`}>
            <td data-label={t('dashboard.rank')} className="b2b-stack-rank">
              {i + 1}
            </td>
            <td data-label={t('dashboard.word')} className="b2b-stack-wide">
              <HoverDetail label={row.query} title={t('dashboard.detailUsers', { query: row.query })}>
                <ul className="b2b-hover-detail__rows">
                  {row.detail.map((d, j) => (
                    <li key={`${d.userName}-${j}`} className="b2b-hover-detail__row">
                      <span>{d.userName}</span>
                      <span className="b2b-num">
                        {t('dashboard.total')}: {d.totalCount}
                      </span>
                    </li>
                  ))}
                </ul>
              </HoverDetail>
            </td>
            <td data-label={t('dashboard.count')} className="b2b-num">
              {row.count}
            </td>
            <td data-label={t('dashboard.date')}>{row.formattedCreatedAt}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
