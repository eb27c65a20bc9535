/** @jest-environment node */
import * as timings from '../../../src/domain/shared/timings';

describe('timings of the spec’s business constants', () => {
  it.each([
    ['ADD_SUCCESS_FLASH_MS', 1250], // add-success flash 1250 ms (about 1.25 s)
    ['VARIANT_SWITCH_MS', 2500], // variant switch 2.5 s
    ['STOCK_TOGGLE_SPINNER_MS', 1000], // stock spinner 1 s
    ['TOAST_AUTO_CLOSE_MS', 5000], // toast auto-close 5000 ms
    ['ADMIN_TOAST_MS', 5000], // admin toast 5 s
    ['SUGGESTION_DEBOUNCE_MS', 500], // suggestion debounce 500 ms
    ['ONLINE_USERS_POLL_MS', 10000], // online users poll 10000 ms
    ['CAROUSEL_AUTOPLAY_MS', 5000], // carousel autoplay 5000 ms
    ['RECONNECT_FIRST_DELAY_MS', 1000], // online users reconnect: 1 s first
    ['RECONNECT_MAX_DELAY_MS', 30000], // … doubling to 30 s
  ])('%s is %p ms', (name, ms) => {
    expect((timings as Record<string, number>)[name]).toBe(ms);
  });
});
