import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { parseLimit } from '../../domain/company/companyUser';
import { formatAmount } from '../../domain/shared/money';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import {
  representativesActions as actions,
  selectRepresentatives,
} from '../../store/company/representatives';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';

const limitText = (value: number | null) => (value === null ? '' : formatAmount(value));

/**
 * The company Yönetici's consent for its sales representative: who the representative is, 'Temsilcim
 * benim adıma sipariş verebilir' and an optional per-order limit in TL (judged when the field is left
 * and on İzni Kaydet, by the company limits' own rule). What is typed stays here whatever the save answers.
 */
export function RepresentativeConsent() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { consent } = useAppSelector(selectRepresentatives);
  const [mayOrder, setMayOrder] = useState(false);
  const [limit, setLimit] = useState('');
  const [limitInvalid, setLimitInvalid] = useState(false);
  const limitInput = useRef<HTMLInputElement>(null);
  const filled = useRef(false);
  const ids = { title: useId(), limit: useId(), hint: useId(), error: useId() };

  useEffect(() => {
    dispatch(actions.consentRequested());
  }, [dispatch]);

  // The saved consent fills the form once; later answers (a save) are what was typed already.
  useEffect(() => {
    if (!consent.answer || filled.current) return;
    filled.current = true;
    setMayOrder(consent.answer.mayOrder);
    setLimit(limitText(consent.answer.orderLimit));
  }, [consent.answer]);

  const judgeLimit = () => {
    const invalid = parseLimit(limit) === undefined;
    setLimitInvalid(invalid);
    return invalid;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (consent.saving) return;
    if (judgeLimit()) {
      limitInput.current?.focus();
      return;
    }
    dispatch(actions.consentSaveRequested({ mayOrder, orderLimit: parseLimit(limit) ?? null }));
  };

  const representative = consent.answer?.representative ?? null;
  const body = () => {
    if (consent.error && !consent.answer)
      return (
        <div role="alert">
          <p className="b2b-form__message b2b-form__message--error">
            {t('representativeConsent.loadFailed')} {errorText(consent.error, t)}
          </p>
          <button
            type="button"
            className="b2b-form__secondary"
            onClick={() => dispatch(actions.consentRequested())}
          >
            {t('representativeConsent.retry')}
          </button>
        </div>
      );
    if (!consent.answer)
      return (
        <p role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      );
    if (!representative) return <p>{t('representativeConsent.none')}</p>;
    return (
      <form noValidate onSubmit={submit} aria-busy={consent.saving}>
        <dl className="b2b-account__representative">
          <dt className="b2b-account__representative-name">{representative.name}</dt>
          {representative.phone && (
            <dd>
              {t('representativeConsent.phone')}: {representative.phone}
            </dd>
          )}
          {representative.email && (
            <dd>
              {t('representativeConsent.email')}: {representative.email}
            </dd>
          )}
        </dl>
        <div className="b2b-form__field">
          <label className="b2b-account__check">
            <input
              type="checkbox"
              checked={mayOrder}
              onChange={(event) => setMayOrder(event.target.checked)}
            />
            {t('representativeConsent.mayOrder')}
          </label>
        </div>
        <div className="b2b-form__field">
          <label className="b2b-form__label" htmlFor={ids.limit}>
            {t('representativeConsent.orderLimit')}
          </label>
          <input
            ref={limitInput}
            id={ids.limit}
            className="b2b-form__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={limit}
            aria-invalid={limitInvalid || undefined}
            aria-describedby={limitInvalid ? ids.error : ids.hint}
            onChange={(event) => setLimit(event.target.value)}
            onBlur={judgeLimit}
          />
          {limitInvalid ? (
            <p id={ids.error} className="b2b-form__error">
              {t('companyUsers.limitInvalid')}
            </p>
          ) : (
            <p id={ids.hint} className="b2b-form__hint">
              {t('representativeConsent.orderLimitHint')}
            </p>
          )}
        </div>
        <button type="submit" className="b2b-form__submit" aria-disabled={consent.saving || undefined}>
          {consent.saving ? t('representativeConsent.saving') : t('representativeConsent.save')}
        </button>
        <div aria-live="polite">
          {consent.saveError && (
            <p className="b2b-form__message b2b-form__message--error" role="alert">
              {t('representativeConsent.saveFailed')} {errorText(consent.saveError, t)}
            </p>
          )}
        </div>
      </form>
    );
  };

  return (
    <section className="b2b-form b2b-account b2b-account--consent" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="b2b-account__title">
        {t('representativeConsent.title')}
      </h2>
      {body()}
    </section>
  );
}
