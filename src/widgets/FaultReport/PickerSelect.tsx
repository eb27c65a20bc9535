import { useId, useRef, type KeyboardEvent } from 'react';
import type { FaultProduct } from '../../contract/faultReport';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import type { PickerStep } from '../../store/account/faultReport';
import { Spinner } from '../../ui/Spinner';

interface PickerSelectProps {
  step: PickerStep;
  depth: number;
  onSelect: (id: number | null) => void;
  /** A product was chosen for good (a click, or Enter): write its code and close. */
  onProduct: (product: FaultProduct) => void;
  onRetry: () => void;
}

// Keys that move through a closed select: in some browsers each fires a change. Browsing the
// products with them must not take the first one passed.
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** One step of the cascade: its select, or while loading a disabled one, or its error with a retry. */
export function PickerSelect({ step, depth, onSelect, onProduct, onRetry }: PickerSelectProps) {
  const t = useT();
  const id = useId();
  const browsing = useRef(false);
  const products = step.kind === 'products';
  const label = products
    ? t('faultReport.productLabel')
    : depth === 0
      ? t('faultReport.categoryLabel')
      : t('faultReport.subcategoryLabel', { n: depth });
  const placeholder = products
    ? t('faultReport.product')
    : depth === 0
      ? t('faultReport.category')
      : t('faultReport.subcategory');

  const productById = (value: string) =>
    (step.options as FaultProduct[]).find((option) => String(option.id) === value);

  const onChange = (value: string) => {
    onSelect(value === '' ? null : Number(value));
    const product = products ? productById(value) : undefined;
    if (product && !browsing.current) onProduct(product);
    browsing.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    browsing.current = BROWSING_KEYS.has(event.key);
    const product = products && event.key === 'Enter' ? productById(event.currentTarget.value) : undefined;
    if (product) {
      event.preventDefault();
      onProduct(product);
    }
  };

  const failed = step.status === 'failed';
  const empty = step.status === 'ready' && step.options.length === 0;
  return (
    <div className="b2b-form__field b2b-fault-picker__step">
      {failed || empty ? (
        <span className="b2b-form__label">{label}</span>
      ) : (
        <label className="b2b-form__label" htmlFor={id}>
          {label}
        </label>
      )}
      {failed ? (
        <div className="b2b-fault-picker__failed" role="alert">
          <p className="b2b-form__error">
            {t('faultReport.loadFailed', { reason: errorText(step.error, t) })}
          </p>
          <button type="button" className="b2b-form__secondary" onClick={onRetry}>
            {t('productList.retry')}
          </button>
        </div>
      ) : empty ? (
        <p className="b2b-fault-picker__empty" role="status">
          {products ? t('faultReport.noProducts') : t('faultReport.noCategories')}
        </p>
      ) : (
        <div className="b2b-fault-picker__control">
          <select
            id={id}
            className="b2b-form__select"
            value={step.selectedId ?? ''}
            disabled={step.status === 'loading'}
            aria-busy={step.status === 'loading'}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          >
            <option value="">{step.status === 'loading' ? t('common.loading') : placeholder}</option>
            {step.options.map((option) => (
              <option key={option.id} value={option.id}>
                {'code' in option ? `${option.name} (${option.code})` : option.name}
              </option>
            ))}
          </select>
          {step.status === 'loading' && <Spinner label={t('common.loading')} />}
        </div>
      )}
    </div>
  );
}
