/** Card payment calls of the spec; the card itself only ever goes to the payment frame. */
import { binControlAnswer, type BinControlAnswer } from '../contract/payment';
import { formBody, type HttpClient } from './http';

/** POST /api/catalog/bin-control, form {binNumber}: the bank, the card scheme and its installment plans. */
export function binControl(
  http: HttpClient,
  binNumber: string,
  signal?: AbortSignal,
): Promise<BinControlAnswer> {
  return http.requestChecked('/api/catalog/bin-control', binControlAnswer, {
    method: 'POST',
    body: formBody({ binNumber }),
    signal,
  });
}
