import type { AutocompleteResult } from '../../contract/catalog';
import { ShortCode } from '../shared/ShortCode';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { selectBasePath, selectImageBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { FallbackImage } from '../../ui/FallbackImage';

interface SuggestionListProps {
  id: string;
  label: string;
  hidden: boolean;
  suggestions: AutocompleteResult[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
}

/**
 * The listbox under the search box: each option is the product link with its thumbnail (60 px,
 * 48 px on narrow screens), code and name. Focus stays in the input (aria-activedescendant).
 */
export function SuggestionList({
  id,
  label,
  hidden,
  suggestions,
  active,
  optionId,
  onHover,
}: SuggestionListProps) {
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  return (
    <div id={id} className="b2b-search__list" role="listbox" aria-label={label} hidden={hidden}>
      {!hidden &&
        suggestions.map((item, index) => (
          <a
            key={`${item.id}-${index}`}
            id={optionId(index)}
            className="b2b-search__option"
            role="option"
            aria-selected={index === active}
            href={productPath(item.url, item.id, basePath)}
            tabIndex={-1}
            onMouseEnter={() => onHover(index)}
          >
            <FallbackImage
              className="b2b-search__thumb"
              src={productImageUrl(item.image, imageBasePath)}
              alt=""
              width={60}
              height={60}
            />
            <span className="b2b-search__text">
              <span className="b2b-search__code">
                <ShortCode code={item.code} />
              </span>
              <span className="b2b-search__name">{item.name}</span>
            </span>
          </a>
        ))}
    </div>
  );
}
