import type { BookCustomer } from '../../contract/representatives';
import type { BookSortKey } from '../../domain/company/representativeBook';
import { formatDate } from '../../domain/shared/dates';
import { formatMoney } from '../../domain/shared/money';
import type { LabelKey, Translate } from '../../i18n/translate';

/** A column of the book: its header's label key and how a customer's cell reads. */
export interface BookColumn {
  key: BookSortKey;
  label: LabelKey;
  numeric: boolean;
  cell: (customer: BookCustomer, t: Translate) => string;
}

const money = (value: number, currency: string) => formatMoney(value, currency || 'TRY');

/** The book's columns, in the order of the table and of each phone card. */
export const BOOK_COLUMNS: readonly BookColumn[] = [
  { key: 'name', label: 'book.col.name', numeric: false, cell: (c) => c.name },
  { key: 'balance', label: 'book.col.balance', numeric: true, cell: (c) => money(c.balance, c.currency) },
  {
    key: 'overdue',
    label: 'book.col.overdue',
    numeric: true,
    cell: (c, t) =>
      c.overdueBalance > 0
        ? `${money(c.overdueBalance, c.currency)} · ${t('book.overdueDays', { days: c.overdueDays })}`
        : t('book.noOverdue'),
  },
  {
    key: 'headroom',
    label: 'book.col.headroom',
    numeric: true,
    cell: (c, t) => (c.riskHeadroom === null ? t('book.noLimit') : money(c.riskHeadroom, c.currency)),
  },
  {
    key: 'lastOrder',
    label: 'book.col.lastOrder',
    numeric: false,
    cell: (c, t) => (c.lastOrderAt === null ? t('book.never') : formatDate(c.lastOrderAt)),
  },
  {
    key: 'cart',
    label: 'book.col.cart',
    numeric: true,
    cell: (c, t) => (c.cartTotal > 0 ? money(c.cartTotal, c.cartCurrency) : t('book.emptyCart')),
  },
  {
    key: 'online',
    label: 'book.col.online',
    numeric: false,
    cell: (c, t) => t(c.online ? 'book.online' : 'book.offline'),
  },
  {
    key: 'consent',
    label: 'book.col.consent',
    numeric: false,
    cell: (c, t) => t(c.consent ? 'book.consentGiven' : 'book.consentMissing'),
  },
];
