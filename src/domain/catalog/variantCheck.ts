import { domainMessage, type DomainMessage } from '../shared/messageKeys';

export interface VariantGuard {
  /** On the list page the user is sent to the product page to choose. */
  redirectToProduct: boolean;
  alert: DomainMessage<'productList.variantRedirect' | 'detail.chooseVariant'>;
}

/**
 * Variant flag 0 (productList.variantCheck[productId]) means a variant must be chosen first: the
 * product cannot be added. Any other value, or no flag at all, lets the add go ahead (null).
 */
export function variantGuard(
  variantCheck: number | null | undefined,
  place: 'list' | 'detail',
): VariantGuard | null {
  if (variantCheck !== 0) return null;
  return place === 'list'
    ? { redirectToProduct: true, alert: domainMessage('productList.variantRedirect') }
    : { redirectToProduct: false, alert: domainMessage('detail.chooseVariant') };
}
