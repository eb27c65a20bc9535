/** The order list calls of the spec, each answer checked with the contract's decoders. */
import { orderCancelAnswer, orderListAnswer, type Order, type OrderListAnswer } from '../contract/orders';
import { jsonBody, type HttpClient } from './http';

/** GET /api/catalog/orders{search}: one page of the user's orders ('?page=2&limit=10&sort=total'). */
export function fetchOrders(
  http: HttpClient,
  search: string,
  signal?: AbortSignal,
): Promise<OrderListAnswer> {
  return http.requestChecked(`/api/catalog/orders${search}`, orderListAnswer, { signal });
}

/** PATCH /api/catalog/order/{id} {cancel: true}: answers the order as it now is. */
export async function cancelOrder(http: HttpClient, id: number): Promise<Order> {
  const answer = await http.requestChecked(
    `/api/catalog/order/${encodeURIComponent(String(id))}`,
    orderCancelAnswer,
    { method: 'PATCH', body: jsonBody({ cancel: true }) },
  );
  return answer.order;
}
