/** POST /api/catalog/account/settings (multipart: currentPassword, password, passwordVerify). */
import { bool, object, optional, str, type Decoded, type Decoder } from './decode';

export interface AccountSettingsRequest {
  /** The password the user has now (on a first login, the one-time password they were given). */
  currentPassword: string;
  password: string;
  passwordVerify: string;
}

const answerFields = object({ success: optional(bool, true), message: optional(str, '') });

/**
 * Success answer; failures use the error shape with the server's Turkish message. Backends that
 * answer a bare 200 (an empty body) or leave out the message are read as { success: true, message: '' };
 * { success: false } without a message is a failure the widget reports as a technical error.
 */
export const accountSettingsAnswer: Decoder<Decoded<typeof answerFields>> = (v, p) =>
  v === null || v === undefined ? { success: true, message: '' } : answerFields(v, p);
export type AccountSettingsAnswer = Decoded<typeof accountSettingsAnswer>;
