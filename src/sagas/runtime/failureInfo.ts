import { isApiError } from '../../api/http';
import type { FailureInfo } from '../../store/catalog/productList';

/** A failed call as the serialisable FailureInfo a widget's error state shows. */
export function failureInfo(error: unknown): FailureInfo {
  if (isApiError(error)) {
    const { status, serverMessage, networkFailure, malformed } = error;
    return { status, serverMessage, networkFailure, malformed };
  }
  return { status: 0, serverMessage: null, networkFailure: false, malformed: false };
}
