import { useEffect, useRef } from 'react';
import type { BookCustomer } from '../../contract/representatives';
import { actingBlockedReason } from '../../domain/company/representativeBook';
import { usePageT } from '../../i18n/usePageT';

interface CustomerOptionsProps {
  id: string;
  label: string;
  customers: BookCustomer[];
  activeIndex: number;
  /** The customer acted for now, marked as chosen. */
  currentId: number | null;
  optionId: (index: number) => string;
  onPointTo: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * The picker's listbox: each customer with code and city; one without consent is listed, disabled,
 * with the reason as text. The active option scrolls into view as the arrows move.
 */
export function CustomerOptions(props: CustomerOptionsProps) {
  const t = usePageT();
  const active = useRef<HTMLLIElement>(null);
  const { activeIndex } = props;

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    active.current?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  if (props.customers.length === 0) return null;
  return (
    <ul id={props.id} className="b2b-customer-picker__list" role="listbox" aria-label={props.label}>
      {props.customers.map((customer, index) => {
        const reason = actingBlockedReason(customer);
        const classes = ['b2b-customer-picker__option'];
        if (index === activeIndex) classes.push('b2b-customer-picker__option--active');
        if (reason) classes.push('b2b-customer-picker__option--blocked');
        return (
          <li
            key={customer.companyId}
            ref={index === activeIndex ? active : undefined}
            id={props.optionId(index)}
            className={classes.join(' ')}
            role="option"
            aria-selected={index === activeIndex}
            aria-disabled={reason !== null}
            aria-current={customer.companyId === props.currentId ? 'true' : undefined}
            onPointerMove={() => props.onPointTo(index)}
            onClick={() => props.onChoose(index)}
          >
            <span className="b2b-customer-picker__name">{customer.name}</span>
            <span className="b2b-customer-picker__meta">
              {[customer.code, customer.city].filter((part) => part).join(' · ')}
            </span>
            {reason && <span className="b2b-customer-picker__reason">{t(reason)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
