import { CHECKOUT_CART_ROUTE } from '../../contract/cart';
import { selectBasePath, selectCsrfToken } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';

interface PaymentFormProps {
  description: string;
  advencePrice: string;
  label: string;
  disabled: boolean;
  /** The id of what says why the button is disabled. */
  describedBy?: string;
}

/**
 * The Payment button: a plain POST form to the host's checkout route (description, advencePrice and
 * the CSRF token), so card payment starts on a page of its own.
 */
export function PaymentForm({ description, advencePrice, label, disabled, describedBy }: PaymentFormProps) {
  const basePath = useAppSelector(selectBasePath);
  const csrf = useAppSelector(selectCsrfToken);
  return (
    <form method="post" action={`${basePath}${CHECKOUT_CART_ROUTE}`} className="b2b-cart__payment-form">
      <input type="hidden" name="description" value={description} />
      <input type="hidden" name="advencePrice" value={advencePrice} />
      <input type="hidden" name="_csrf" value={csrf} />
      <button
        type="submit"
        className="b2b-cart__button b2b-cart__button--primary"
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {label}
      </button>
    </form>
  );
}
