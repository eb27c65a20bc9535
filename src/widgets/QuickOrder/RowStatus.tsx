import type { Product } from '../../contract/catalog';
import { productPath } from '../../domain/catalog/productLinks';
import type { RowVerdict } from '../../domain/quickOrder/quickOrderRows';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';

interface RowStatusProps {
  id: string;
  verdict: RowVerdict;
  /** The shop's refusal from the last 'Sepete Ekle', until the row is edited. */
  refusal: string | undefined;
  product: Product | null;
  /** Unit name of a ready row's line (the merged total is in it). */
  lineUnit: string;
  /** The unit the row names, for 'not sold in this unit'. */
  rowUnit: string;
  basePath: string;
  onRetry: () => void;
}

type Tone = 'ok' | 'info' | 'problem';

/** What a row's state means for the buyer, in words, with the way forward where there is one. */
export function RowStatus(props: RowStatusProps) {
  const { id, verdict, refusal, product, lineUnit, rowUnit, basePath, onRetry } = props;
  const t = useT();
  const say = (tone: Tone, text: string, extra?: JSX.Element) => (
    <span id={id} className={`b2b-quick-order__status b2b-quick-order__status--${tone}`}>
      {text}
      {extra}
    </span>
  );
  if (refusal) return say('problem', refusal);
  switch (verdict.kind) {
    case 'empty':
      return <span id={id} className="b2b-quick-order__status" />;
    case 'checking':
      return say('info', t('quickOrder.checking'), <Spinner label={t('common.loading')} />);
    case 'lookupFailed':
      return say(
        'problem',
        t('quickOrder.lookupFailed'),
        <button type="button" className="b2b-quick-order__link-button" onClick={onRetry}>
          {t('productList.retry')}
        </button>,
      );
    case 'unknown':
      return say('problem', t('quickOrder.unknown'));
    case 'variantParent':
      return say(
        'problem',
        t('detail.chooseVariant'),
        product ? (
          <a className="b2b-quick-order__link" href={productPath(product.seo, product.id, basePath)}>
            {t('quickOrder.toProduct')}
          </a>
        ) : undefined,
      );
    case 'askPrice':
      return say('problem', t('addToCart.askPrice'));
    case 'unitUnknown':
      return say('problem', t('quickOrder.unitUnknown', { unit: rowUnit }));
    case 'invalid':
      return say('problem', t(verdict.message.key, verdict.message.params));
    case 'merged':
      return say('info', t('quickOrder.mergedInto', { row: verdict.into }));
    case 'ready':
      return verdict.merged > 0
        ? say(
            'ok',
            t('quickOrder.mergedTotal', {
              n: verdict.merged + 1,
              quantity: verdict.quantity,
              unit: lineUnit,
            }),
          )
        : say('ok', t('quickOrder.readyRow'));
  }
}
