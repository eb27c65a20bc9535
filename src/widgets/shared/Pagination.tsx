import type { MouseEvent } from 'react';
import { pageSequence } from '../../domain/shared/pagination';
import { usePageT } from '../../i18n/usePageT';
import './pagination.css';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The address of a page (its list's query string with that page), for links that open in a new tab. */
  hrefOf: (page: number) => string;
}

/** A plain click changes the page in place; a ctrl/cmd/shift or middle click opens the link as usual. */
function follow(target: number, current: number, onPage: (page: number) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== current) onPage(target);
  };
}

/**
 * Page links by the spec's sequence (all up to 10 pages; else first/last blocks with gaps), with
 * previous and next: the product, order and offer lists.
 */
export function Pagination({ page, pages, onPage, hrefOf }: PaginationProps) {
  const t = usePageT();
  if (pages <= 1) return null;
  const href = hrefOf;
  const step = (target: number, label: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= pages ? (
      <a
        className="b2b-pagination__step"
        href={href(target)}
        rel={rel}
        onClick={follow(target, page, onPage)}
      >
        {label}
      </a>
    ) : (
      <span className="b2b-pagination__step" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav className="b2b-pagination" aria-label={t('productList.pagination')}>
      <ul>
        <li>{step(page - 1, t('common.previous'), 'prev')}</li>
        {pageSequence(page, pages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} className="b2b-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="b2b-pagination__page"
                href={href(item)}
                aria-label={t('common.page', { n: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={follow(item, page, onPage)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>{step(page + 1, t('common.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
