import { formatBalance } from './balance';
import { mailtoHref, telHref } from './contactLinks';

/** The top-header answer as the rules below read it. */
export interface TopHeaderFields {
  isAuthenticated: boolean;
  salesRepresentativeName: string;
  salesRepresentativePhone: string;
  salesRepresentativeEmail: string;
  customerName: string;
  customerBalance: number | string | null;
  customerCurrency: string;
}

export interface RepresentativeView {
  name: string;
  phone: { text: string; href: string | null } | null;
  email: { text: string; href: string | null } | null;
}

/** 'Temsilciniz:' shows when the customer has a representative; phone and e-mail each when present. */
export function representativeOf(info: TopHeaderFields): RepresentativeView | null {
  const name = info.salesRepresentativeName.trim();
  if (name === '') return null;
  const phone = info.salesRepresentativePhone.trim();
  const email = info.salesRepresentativeEmail.trim();
  return {
    name,
    phone: phone === '' ? null : { text: phone, href: telHref(phone) },
    email: email === '' ? null : { text: email, href: mailtoHref(email) },
  };
}

export interface CustomerView {
  name: string;
  /** By the balance rule ('48,250.75', a non-numeric balance as is); '' shows no balance. */
  balance: string;
  currency: string;
}

/** The customer block: only for a logged-in visitor with a name; anonymous visitors see none. */
export function customerOf(info: TopHeaderFields): CustomerView | null {
  const name = info.customerName.trim();
  if (!info.isAuthenticated || name === '') return null;
  const balance = formatBalance(info.customerBalance);
  return { name, balance, currency: balance === '' ? '' : info.customerCurrency.trim() };
}
