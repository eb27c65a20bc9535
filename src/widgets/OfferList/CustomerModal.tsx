import { useId, useRef, useState, type FormEvent } from 'react';
import type { Offer, OfferCustomer } from '../../contract/offers';
import type { DomainMessage } from '../../domain/shared/messageKeys';
import {
  CUSTOMER_FIELD_MAX,
  normalizeCustomer,
  validateCustomer,
  type CustomerErrors,
} from '../../domain/history/offerCustomer';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import type { OfferCustomerFailure } from '../../store/history/offerList';

interface CustomerModalProps {
  offer: Offer;
  saving: boolean;
  /** Why the last save failed (the role, or worth another try); null when it did not. */
  failed: OfferCustomerFailure | null;
  /** Why the modal opened by itself: the mail needs the customer's e-mail address. */
  hint: string | null;
  onSave: (customer: OfferCustomer) => void;
  onClose: () => void;
}

type Field = keyof OfferCustomer;
const FIELDS: { name: Field; label: LabelKey; type: string; autoComplete: string; required?: boolean }[] = [
  { name: 'customerName', label: 'offers.customerName', type: 'text', autoComplete: 'name', required: true },
  {
    name: 'customerCompanyName',
    label: 'offers.customerCompany',
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'customerEmail', label: 'offers.customerEmail', type: 'email', autoComplete: 'email' },
  { name: 'customerPhone', label: 'offers.customerPhone', type: 'tel', autoComplete: 'tel' },
];

/**
 * The end customer of an offer: name (required), company, e-mail, phone. Each field is judged when
 * it loses focus after a change and all of them on Kaydet; the form stays as typed when the save
 * fails ('Müşteri kaydedilemedi lütfen tekrar deneyin.').
 */
export function CustomerModal({ offer, saving, failed, hint, onSave, onClose }: CustomerModalProps) {
  const t = useT();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<OfferCustomer>({
    customerName: offer.customerName,
    customerCompanyName: offer.customerCompanyName,
    customerEmail: offer.customerEmail,
    customerPhone: offer.customerPhone,
  });
  const [errors, setErrors] = useState<CustomerErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const text = (message: DomainMessage | undefined) =>
    message ? t(message.key as LabelKey, message.params) : '';

  const judge = (name: Field) => {
    if (!touched[name]) return;
    setErrors((current) => ({ ...current, [name]: validateCustomer(fields)[name] }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCustomer(fields);
    setErrors(found);
    const firstBad = FIELDS.find((f) => found[f.name]);
    if (firstBad) {
      document.getElementById(`${id}-${firstBad.name}`)?.focus();
      return;
    }
    onSave(normalizeCustomer(fields));
  };

  return (
    <Modal
      title={`${t('offers.customerModal')} · ${offer.orderNo}`}
      onClose={onClose}
      closeLabel={t('common.close')}
      initialFocus={firstRef}
    >
      <form className="b2b-customer-form" noValidate onSubmit={submit}>
        {hint && (
          <p className="b2b-customer-form__hint" role="status">
            {hint}
          </p>
        )}
        {FIELDS.map((f, index) => {
          const error = text(errors[f.name]);
          return (
            <div key={f.name} className="b2b-customer-form__field">
              <label htmlFor={`${id}-${f.name}`}>
                {t(f.label)}
                {f.required && <span aria-hidden="true"> *</span>}
              </label>
              <input
                ref={index === 0 ? firstRef : undefined}
                id={`${id}-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                maxLength={CUSTOMER_FIELD_MAX[f.name] + 20}
                required={f.required}
                value={fields[f.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${f.name}-error` : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  setFields((current) => ({ ...current, [f.name]: value }));
                  setTouched((current) => ({ ...current, [f.name]: true }));
                }}
                onBlur={() => judge(f.name)}
              />
              {/* Always there, so a message appearing on blur never moves the Kaydet button away from the click. */}
              <span id={`${id}-${f.name}-error`} className="b2b-customer-form__error">
                {error}
              </span>
            </div>
          );
        })}
        {failed && (
          <p className="b2b-customer-form__failed" role="alert">
            {t(failed === 'role' ? 'offers.roleRefused' : 'offers.customerSaveFailed')}
          </p>
        )}
        <div className="b2b-confirm__actions">
          <button type="button" onClick={onClose}>
            {t('history.confirmNo')}
          </button>
          <button type="submit" className="b2b-customer-form__save" disabled={saving}>
            {saving && <Spinner label={t('common.loading')} />}
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
