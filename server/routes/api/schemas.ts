import { QUANTITY_MAX, QUANTITY_MIN } from '../../../src/domain/cart/quantity';
import { DEFAULT_HISTORY_SORT, HISTORY_SORT_KEYS } from '../../../src/domain/history/historyList';

/** JSON schemas shared by the API routes (Fastify validates; failures become 400 in the spec’s shape). */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const productIdParams = {
  type: 'object',
  properties: { productId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['productId'],
} as const;

export const pagingQuery = (defaultLimit: number) =>
  ({
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: defaultLimit },
    },
  }) as const;

/** The order and offer lists: paging plus one of the history sort keys (newest first by default). */
export const historyQuery = (defaultLimit: number) =>
  ({
    type: 'object',
    properties: {
      ...pagingQuery(defaultLimit).properties,
      sort: { type: 'string', enum: [...HISTORY_SORT_KEYS], default: DEFAULT_HISTORY_SORT },
    },
  }) as const;

export const cancelBody = {
  type: 'object',
  properties: { cancel: { const: true } },
  required: ['cancel'],
} as const;

/** Request bodies of form posts may carry the CSRF token as _csrf. */
export const csrfField = { _csrf: { type: 'string', maxLength: 200 } } as const;

/** A cart or list line's quantity: a whole number 1 to 100, the cart line rule's range. */
export const quantityField = { type: 'integer', minimum: QUANTITY_MIN, maximum: QUANTITY_MAX } as const;
