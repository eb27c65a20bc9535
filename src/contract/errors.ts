/** Every error answer of the API has this shape (spec section 8). */
export interface ApiErrorBody {
  error: { messages: { type: string } };
}

export function apiErrorBody(message: string): ApiErrorBody {
  return { error: { messages: { type: message } } };
}
