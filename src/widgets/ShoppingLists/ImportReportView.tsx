import { useT } from '../../i18n/useT';
import type { ImportReport } from '../../store/lists/shoppingListsState';

interface ImportReportViewProps {
  report: ImportReport;
  onDismiss: () => void;
}

/** What the last import put into the list, and each row that it did not, with the reason. */
export function ImportReportView({ report, onDismiss }: ImportReportViewProps) {
  const t = useT();
  const refused = report.problems.length;
  return (
    <div className="b2b-lists__live" role="status">
      {report.status === 'done' && (
        <div className={`b2b-lists__report${refused > 0 ? ' b2b-lists__report--problems' : ''}`}>
          <p className="b2b-lists__report-title">
            {t('lists.importReport', { added: report.added, refused })}
          </p>
          {report.skipped > 0 && <p>{t('lists.importSkipped', { n: report.skipped })}</p>}
          {refused > 0 && (
            <ul className="b2b-lists__report-lines">
              {report.problems.map((problem, index) => (
                <li key={index} className="b2b-lists__report-refused">
                  <span className="b2b-lists__report-code">{problem.code}</span>{' '}
                  {t('lists.importRowProblem', { row: problem.row, message: problem.message })}
                </li>
              ))}
            </ul>
          )}
          <p className="b2b-lists__report-actions">
            <button type="button" className="b2b-lists__link-button" onClick={onDismiss}>
              {t('common.close')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
