import './bankTables.css';
import { useEffect, useState } from 'react';
import type { BankOption } from '../../contract/payment';
import { bankInstallmentTable, installmentsAllowed } from '../../domain/checkout/installments';
import { productImageUrl } from '../../domain/catalog/productLinks';
import { usePageT } from '../../i18n/usePageT';
import { selectSettings } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { tryMoney } from './tryMoney';

const WIDE_SCREEN = '(min-width: 701px)';

/** Whether the screen is wide (follows rotation and resizing); true where media queries are unknown. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE_SCREEN);
    if (!query) return;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** One bank's table: installments 1 to 12, empty where the bank has no plan for that count. */
function BankTable({ bank, amount, open }: { bank: BankOption; amount: number; open: boolean }) {
  const t = usePageT();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : productImageUrl(bank.logo);
  return (
    <details className="b2b-banks__bank" open={open}>
      <summary>
        {logo ? (
          <img
            src={logo}
            alt={bank.name}
            width={120}
            height={30}
            loading="lazy"
            onError={() => setLogoFailed(true)}
          />
        ) : (
          bank.name
        )}
      </summary>
      <table className="b2b-banks__table" aria-label={bank.name}>
        <thead>
          <tr>
            <th scope="col">{t('checkout.installment')}</th>
            <th scope="col">{t('checkout.monthly')}</th>
            <th scope="col">{t('checkout.total')}</th>
          </tr>
        </thead>
        <tbody>
          {bankInstallmentTable(amount, bank.posPlans).map(({ installment, row }) => (
            <tr key={installment}>
              <th scope="row">
                {installment === 1
                  ? t('checkout.singlePayment')
                  : t('checkout.installmentCount', { n: installment })}
              </th>
              <td>{row ? tryMoney(row.monthly) : '—'}</td>
              <td>{row ? tryMoney(row.total) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * Every bank's installment table, for the amount being paid: the checkout's
 * payment step, and the product page's installment dialog, which has the heading in its title already
 * (`titled` false; the region keeps its name). Nothing for an amount that may not be paid in
 * installments (installmentsAllowed: not above installmentLimit), on either screen.
 */
export function BankTables({
  banks,
  amount,
  titled = true,
}: {
  banks: BankOption[];
  amount: number;
  titled?: boolean;
}) {
  const t = usePageT();
  // Side by side on wide screens; on a phone twelve rows per bank are a lot: each opens on a tap.
  const wide = useWideScreen();
  const { installmentLimit } = useAppSelector(selectSettings);
  if (banks.length === 0 || !installmentsAllowed(amount, installmentLimit)) return null;
  return (
    <section className="b2b-banks" aria-label={t('checkout.bankTables')}>
      {titled && <h3 className="b2b-banks__title">{t('checkout.bankTables')}</h3>}
      <div className="b2b-banks__grid">
        {banks.map((bank) => (
          <BankTable key={bank.name} bank={bank} amount={amount} open={wide} />
        ))}
      </div>
    </section>
  );
}
