/** Every error answer of the API has this shape. */
export interface ApiErrorBody {
  error: { messages: { type: string } };
}

export function apiErrorBody(message: string): ApiErrorBody {
  return { error: { messages: { type: message } } };
}
