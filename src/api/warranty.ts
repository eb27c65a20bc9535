import { warrantyAnswer, type WarrantyAnswer } from '../contract/warranty';
import { multipartBody, type HttpClient } from './http';

/** POST /api/catalog/WarrantyInquiry as multipart: the (already trimmed and checked) serial number. */
export function inquireWarranty(http: HttpClient, serialNumber: string): Promise<WarrantyAnswer> {
  return http.requestChecked('/api/catalog/WarrantyInquiry', warrantyAnswer, {
    method: 'POST',
    body: multipartBody({ serialNumber }),
  });
}
