import './StepIndicator.css';
import type { CheckoutStep } from '../../domain/checkout/checkoutSteps';
import { useT } from '../../i18n/useT';

const STEP_LABELS = {
  preview: 'checkout.preview',
  payment: 'checkout.payment',
  summary: 'checkout.summary',
} as const;

/** The order's steps ('Sepet Önizleme', payment, summary); a free payment has no cart to preview. */
export function StepIndicator({ step, paymentType }: { step: CheckoutStep; paymentType: 'order' | 'pay' }) {
  const t = useT();
  const steps: CheckoutStep[] =
    paymentType === 'order' ? ['preview', 'payment', 'summary'] : ['payment', 'summary'];
  const current = steps.indexOf(step);
  return (
    <nav className="b2b-checkout__steps" aria-label={t('checkout.steps')}>
      <ol>
        {steps.map((s, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li key={s} className={`b2b-checkout__step b2b-checkout__step--${state}`}>
              <span className="b2b-checkout__step-number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span aria-current={state === 'current' ? 'step' : undefined}>{t(STEP_LABELS[s])}</span>
              {state === 'done' && <span className="b2b-visually-hidden"> ({t('checkout.stepDone')})</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
