import { useId } from 'react';
import { usePageT } from '../../i18n/usePageT';
import { currencyChosen, selectActiveCurrency, selectCurrencies } from '../../store/chrome/currency';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import './CurrencyList.css';

/** The currency picker: a dropdown of currency codes; every price on the page follows the choice. */
export function CurrencyList() {
  const t = usePageT();
  const id = useId();
  const dispatch = useAppDispatch();
  const currencies = useAppSelector(selectCurrencies);
  const active = useAppSelector(selectActiveCurrency);
  if (currencies.length === 0) return null;
  return (
    <span className="b2b-currency-list">
      <label htmlFor={id} className="b2b-visually-hidden">
        {t('currency.label')}
      </label>
      <select
        id={id}
        value={active?.id ?? ''}
        onChange={(event) => dispatch(currencyChosen(Number(event.target.value)))}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {currency.code}
          </option>
        ))}
      </select>
    </span>
  );
}
