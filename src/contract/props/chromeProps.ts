/** The data-props of the page chrome's widgets that take any (the others read the config block). */
import { bool, nullable, object, optional } from '../decode';
import { topHeaderInfoDecoder, type TopHeaderInfo } from '../topHeader';

export const cookieButtonPropsDecoder = object({ accepted: bool });

/** statementPage: shown on the account statement page whatever showOverdueDebtInfo says. */
export const overdueDebtNotificationPropsDecoder = object({ statementPage: bool });

/**
 * firstAnswer (optional): GET /api/catalog/top-header-info's answer for this page's visitor, which
 * the host may embed so the top bar paints with the page and the widget asks nothing.
 */
export const topHeaderInfoPropsDecoder = object({
  firstAnswer: optional<TopHeaderInfo | null>(nullable(topHeaderInfoDecoder), null),
});
