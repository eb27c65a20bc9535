import { CART_PATH } from '../../domain/shared/routes';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import type { CartReport } from '../../store/lists/shoppingLists';

interface CartReportViewProps {
  report: CartReport;
  onDismiss: () => void;
}

/** What the last 'Sepete Ekle' of the list did, line by line: added, or not and why (the host's message). */
export function CartReportView({ report, onDismiss }: CartReportViewProps) {
  const t = useT();
  const basePath = useAppSelector(selectBasePath);
  const added = report.lines.filter((line) => line.ok).length;
  const refused = report.lines.length - added;
  return (
    <div className="b2b-lists__live" role="status">
      {report.status === 'done' && (
        <div className={`b2b-lists__report${refused > 0 ? ' b2b-lists__report--problems' : ''}`}>
          <p className="b2b-lists__report-title">
            {refused > 0 ? t('lists.cartReport', { added, refused }) : t('lists.cartAllAdded', { added })}
          </p>
          <ul className="b2b-lists__report-lines">
            {report.lines.map((line) => (
              <li
                key={line.lineId}
                className={line.ok ? 'b2b-lists__report-ok' : 'b2b-lists__report-refused'}
              >
                <span className="b2b-lists__report-line">
                  <span className="b2b-lists__report-code">{line.code}</span> {line.name} — {line.quantity}{' '}
                  {line.unit}
                </span>
                <span className="b2b-lists__report-result">
                  {line.ok ? t('lists.lineAdded') : t('lists.lineRefused', { message: line.message ?? '' })}
                </span>
              </li>
            ))}
          </ul>
          <p className="b2b-lists__report-actions">
            {added > 0 && <a href={`${basePath}${CART_PATH}`}>{t('lists.goToCart')}</a>}
            <button type="button" className="b2b-lists__link-button" onClick={onDismiss}>
              {t('common.close')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
