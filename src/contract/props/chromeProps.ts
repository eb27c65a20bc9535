/** The data-props of the page chrome's widgets that take any (the others read the config block). */
import { bool, object } from '../decode';

export const cookieButtonPropsDecoder = object({ accepted: bool });

/** statementPage: shown on the account statement page whatever showOverdueDebtInfo says. */
export const overdueDebtNotificationPropsDecoder = object({ statementPage: bool });
