/** Timings of the spec, in milliseconds. Sagas and hooks use these; components never hard-code them. */
export const ADD_SUCCESS_FLASH_MS = 1250;
export const VARIANT_SWITCH_MS = 2500;
export const STOCK_TOGGLE_SPINNER_MS = 1000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const ADMIN_TOAST_MS = 5000;
/** A list line removed with 'Kaldır' stays restorable (its toast's Geri Al) this long before it is deleted. */
export const LIST_LINE_UNDO_MS = 6000;
export const SUGGESTION_DEBOUNCE_MS = 500;
export const ONLINE_USERS_POLL_MS = 10000;
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** Online-users socket: the first reconnection waits 1 s, each next one twice as long, at most 30 s. */
export const RECONNECT_FIRST_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30000;
/** A company user's page asks the socket for decisions on their orders this long after it opened, then as often as the online users are polled. */
export const ORDER_NOTICES_START_MS = 10000;
export const ORDER_NOTICES_POLL_MS = 10000;
