import { createAction } from '@reduxjs/toolkit';
import type { OrderNotice } from '../../contract/hostConfig';

/**
 * An approver decided on one of the user's waiting orders (the live notices carry it). Its own
 * module, not the order list's: the notices run on every page, the list's slice comes with its chunk.
 */
export const orderDecided = createAction<OrderNotice>('orders/decided');
