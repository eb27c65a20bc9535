import { object, optional, str } from '../decode';

/**
 * returnUrl: the page a new company user asked for before they were sent to set their password; after
 * the save the widget offers it (only a same-site path; '' or absent offers the store's home page).
 */
export const accountSettingPropsDecoder = object({ returnUrl: optional(str, '') });
