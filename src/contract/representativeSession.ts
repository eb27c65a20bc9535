/**
 * The config block's part of sales representatives (contract/representatives.ts): a module of its own,
 * so the entry's config reader takes these two small decoders and not the book's.
 */
import { nullable, num, object, str, type Decoded } from './decode';

/** The customer company a representative acts for. */
export const actingCustomerDecoder = object({
  companyId: num,
  /** The company's code in the distributor's ERP; null when it has none. */
  code: nullable(str),
  name: str,
});
export type ActingCustomer = Decoded<typeof actingCustomerDecoder>;

/** The config block's `user.representative`: the representative and whom they act for now. */
export const representativeSessionDecoder = object({
  id: num,
  name: str,
  actingFor: nullable(actingCustomerDecoder),
});
export type RepresentativeSession = Decoded<typeof representativeSessionDecoder>;
