import {
  accountSettingsAnswer,
  type AccountSettingsAnswer,
  type AccountSettingsRequest,
} from '../contract/account';
import { multipartBody, type HttpClient } from './http';

/** POST /api/catalog/account/settings as multipart: the current password, the new one and its confirmation. */
export function saveAccountSettings(
  http: HttpClient,
  request: AccountSettingsRequest,
): Promise<AccountSettingsAnswer> {
  return http.requestChecked('/api/catalog/account/settings', accountSettingsAnswer, {
    method: 'POST',
    body: multipartBody({
      currentPassword: request.currentPassword,
      password: request.password,
      passwordVerify: request.passwordVerify,
    }),
  });
}
