import { equivalentCodes } from '../../domain/catalog/equivalentCodes';
import { usePageT } from '../../i18n/usePageT';

/** 'Muadil Kodlar': the equivalent codes, each a search link. */
export function EquivalentCodes({ codes, basePath }: { codes: string; basePath: string }) {
  const t = usePageT();
  const list = equivalentCodes(codes);
  if (list.length === 0) return null;
  return (
    <section className="b2b-detail__equivalents">
      <h2>{t('detail.equivalentCodes')}</h2>
      <ul>
        {list.map((code) => (
          <li key={code}>
            <a href={`${basePath}/search?q=${encodeURIComponent(code)}`}>{code}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
