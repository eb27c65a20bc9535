import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { orderBranch } from '../../domain/cart/orderBranch';
import { branchChosen } from '../../store/cart/cartIntents';
import { selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';

/** Longest note the host keeps (the POST's description field). */
export const ORDER_NOTE_MAX = 1000;

interface CartNotePanelProps {
  description: string;
  onDescription: (text: string) => void;
  disabled: boolean;
}

/** The branch select (only for a customer with branches; saved with the settings call) and the order note. */
export function CartNotePanel({ description, onDescription, disabled }: CartNotePanelProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const branchId = useId();
  const branchHintId = useId();
  const noteId = useId();
  // A buyer granted some branches only orders for one of them: ask until one is chosen.
  const branch = orderBranch({ allowed: user.branches, restricted: user.branchRequired }, user.currentBranch);
  const branchMissing = !branch.ok;
  return (
    <section className="b2b-cart__note" aria-label={t('cart.description')}>
      {user.branches.length > 0 && (
        <div className="b2b-cart__field">
          <label htmlFor={branchId}>{t('cart.branch')}</label>
          <select
            id={branchId}
            value={user.currentBranch ?? ''}
            disabled={disabled}
            aria-invalid={branchMissing || undefined}
            aria-describedby={branchMissing ? branchHintId : undefined}
            onChange={(event) => dispatch(branchChosen({ branchId: Number(event.target.value) }))}
          >
            {user.currentBranch === null && <option value="">{t('cart.branchPlaceholder')}</option>}
            {user.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
          {!branch.ok && (
            <p id={branchHintId} className="b2b-cart__approval">
              {t(branch.message.key)}
            </p>
          )}
        </div>
      )}
      <div className="b2b-cart__field">
        <label htmlFor={noteId}>{t('cart.description')}</label>
        <textarea
          id={noteId}
          rows={4}
          maxLength={ORDER_NOTE_MAX}
          value={description}
          disabled={disabled}
          onChange={(event) => onDescription(event.target.value)}
        />
      </div>
    </section>
  );
}
