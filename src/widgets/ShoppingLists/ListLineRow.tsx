import { useId } from 'react';
import type { ListLine } from '../../contract/lists';
import { ShortCode } from '../shared/ShortCode';
import { hasPrice } from '../../domain/catalog/hasPrice';
import { priceOfUnitUnderPlan } from '../../domain/checkout/planPrice';
import { productImageUrl, productPath } from '../../domain/catalog/productLinks';
import { stockDisplayText } from '../../domain/catalog/stockDisplay';
import { chosenUnit, unitLabel } from '../../domain/cart/units';
import { useT } from '../../i18n/useT';
import { useAppDispatch } from '../../store/core/hooks';
import type { Pricing } from '../../store/core/pricing';
import { shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type LineEdit } from '../../store/lists/shoppingListsState';
import { lineRemoveButtonId, shownLine } from '../../store/lists/listView';
import { ProductImage } from '../../ui/ProductImage';
import { Spinner } from '../../ui/Spinner';
import { QuantityInput } from '../shared/QuantityInput';
import { LineNote } from './LineNote';

const IMAGE_SIZE = 56;

export interface LineContext {
  pricing: Pricing;
  /** The plan the cart is priced by: a line shows what it will cost in the cart. */
  priceName: string;
  /** settings.stockInfoStatus, or undefined when stock is not shown. */
  stockMode: unknown;
  basePath: string;
  imageBasePath: string;
}

interface ListLineRowProps {
  line: ListLine;
  /** Committed changes not saved yet, shown over the saved line. */
  edit: LineEdit | undefined;
  /** The reader may change the list: quantity, unit, note and remove are controls. */
  canEdit: boolean;
  /** The reader may put lines into the cart: the line has a checkbox. */
  selectable: boolean;
  selected: boolean;
  onSelect: (lineId: number, on: boolean) => void;
  context: LineContext;
}

/**
 * One line of a list: its checkbox, image, name (to the product page) and code, quantity (judged on
 * commit by the cart's rule), unit, today's price in the active currency, stock text, note and
 * remove. A read-only list shows the same as text.
 */
export function ListLineRow(props: ListLineRowProps) {
  const { line, edit, canEdit, selectable, selected, onSelect, context } = props;
  const t = useT();
  const dispatch = useAppDispatch();
  const statusId = useId();
  const { product } = line;
  const shown = shownLine(line, edit);
  const unit = chosenUnit(product, shown.unitId);
  const unitName = unit ? unitLabel(unit) : '';
  const price = unit ? priceOfUnitUnderPlan(product, unit, context.priceName) : product.salePrice;
  const stock =
    context.stockMode !== undefined
      ? stockDisplayText({
          stock: product.quantity,
          mode: context.stockMode,
          place: 'table',
          unit: unitName,
          multiplier: unit?.multiplier,
        })
      : null;
  const change = (field: 'quantity' | 'unitId' | 'note', value: number | string) =>
    dispatch(actions.lineChangeRequested({ lineId: line.id, change: { [field]: value } }));

  return (
    <tr className={`b2b-lists__line${selectable ? ' b2b-lists__line--selectable' : ''}`}>
      {selectable && (
        <td className="b2b-lists__select-cell">
          <input
            type="checkbox"
            className="b2b-lists__checkbox"
            aria-label={`${t('lists.select')}: ${product.name}`}
            checked={selected}
            onChange={(event) => onSelect(line.id, event.target.checked)}
          />
        </td>
      )}
      <td className="b2b-lists__image-cell">
        <ProductImage
          src={productImageUrl(product.image, context.imageBasePath)}
          alt={product.name}
          size={IMAGE_SIZE}
        />
      </td>
      <th scope="row" className="b2b-lists__product-cell">
        <a className="b2b-lists__product-name" href={productPath(product.seo, product.id, context.basePath)}>
          {product.name}
        </a>
        <span className="b2b-lists__code">
          <span className="b2b-visually-hidden">{t('lists.code')}: </span>
          <ShortCode code={product.code} />
        </span>
        <span id={statusId} className="b2b-lists__line-status" role="status">
          {edit?.status === 'saving' && (
            <>
              <Spinner label={t('common.loading')} /> {t('lists.lineSaving')}
            </>
          )}
          {edit?.status === 'failed' && (
            <>
              <span className="b2b-lists__line-failed">
                {t('lists.lineSaveFailed', { message: edit.message ?? '' })}
              </span>
              <span className="b2b-lists__line-fix">
                <button
                  type="button"
                  className="b2b-lists__link-button"
                  onClick={() => dispatch(actions.lineRetryRequested(line.id))}
                >
                  {t('productList.retry')}
                  <span className="b2b-visually-hidden">: {product.name}</span>
                </button>
                <button
                  type="button"
                  className="b2b-lists__link-button"
                  onClick={() => dispatch(actions.lineEditDiscarded(line.id))}
                >
                  {t('lists.undo')}
                  <span className="b2b-visually-hidden">: {product.name}</span>
                </button>
              </span>
            </>
          )}
        </span>
      </th>
      <td className="b2b-lists__quantity-cell" data-label={t('lists.quantity')}>
        {canEdit ? (
          <QuantityInput
            product={product}
            unitId={shown.unitId}
            mode="detail"
            value={shown.quantity}
            forList
            onChange={(quantity) => change('quantity', quantity)}
          />
        ) : (
          <span className="b2b-lists__number">{shown.quantity}</span>
        )}
      </td>
      <td className="b2b-lists__unit-cell" data-label={t('lists.unit')}>
        {canEdit && product.units.length > 1 ? (
          <select
            className="b2b-lists__unit-select"
            aria-label={`${t('lists.unit')}: ${product.name}`}
            value={shown.unitId}
            onChange={(event) => change('unitId', Number(event.target.value))}
          >
            {product.units.map((u) => (
              <option key={u.id} value={u.id}>
                {unitLabel(u)}
              </option>
            ))}
          </select>
        ) : (
          <span>{unitName}</span>
        )}
      </td>
      <td className="b2b-lists__price-cell" data-label={t('lists.price')}>
        {hasPrice(price.value)
          ? context.pricing.format(context.pricing.amount(price, product.taxRate))
          : t('addToCart.askPrice')}
      </td>
      <td className="b2b-lists__stock-cell" data-label={t('lists.stock')}>
        {stock ? t(stock.key, stock.params) : ''}
      </td>
      <td className="b2b-lists__note-cell" data-label={t('lists.note')}>
        {canEdit ? (
          <LineNote note={shown.note} productName={product.name} onCommit={(note) => change('note', note)} />
        ) : (
          <span className="b2b-lists__text">{shown.note}</span>
        )}
      </td>
      {canEdit && (
        <td className="b2b-lists__remove-cell">
          <button
            type="button"
            id={lineRemoveButtonId(line.id)}
            className="b2b-history__button b2b-history__button--danger"
            onClick={() => dispatch(actions.lineRemoveRequested(line.id))}
          >
            {t('lists.remove')}
            <span className="b2b-visually-hidden">: {product.name}</span>
          </button>
        </td>
      )}
    </tr>
  );
}
