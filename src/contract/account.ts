/** POST /api/catalog/account/settings (multipart: password, passwordVerify). */
import { bool, object, str, type Decoded } from './decode';

export interface AccountSettingsRequest {
  password: string;
  passwordVerify: string;
}

/** Success answer; failures use the error shape with the server's Turkish message. */
export const accountSettingsAnswer = object({ success: bool, message: str });
export type AccountSettingsAnswer = Decoded<typeof accountSettingsAnswer>;
