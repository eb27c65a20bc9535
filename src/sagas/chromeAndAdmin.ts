import { cookieConsentActions } from '../store/cookieConsent';
import { dashboardActions } from '../store/dashboard';
import { languageActions } from '../store/language';
import { onlineUsersActions } from '../store/onlineUsers';
import { topHeaderActions } from '../store/topHeader';
import { lazyFlow } from './lazyChunkFlow';

// Only these listeners are in the entry chunk; their work comes with the first intent.
// In the page chrome's chunk (src/mount/registry.ts): the top bar wakes them as it mounts.
const chrome = () => import(/* webpackChunkName: "w-chrome" */ './storeChromeFlows');
const admin = () => import(/* webpackChunkName: "admin-flows" */ './adminFlows');

export const topHeaderFlow = lazyFlow('top bar', [topHeaderActions.requested.type], () =>
  chrome().then((m) => m.runTopHeader),
);
export const languageFlow = lazyFlow('language', [languageActions.chosen.type], () =>
  chrome().then((m) => m.runLanguage),
);
export const cookieConsentFlow = lazyFlow('cookie notice', [cookieConsentActions.acceptRequested.type], () =>
  chrome().then((m) => m.runCookieConsent),
);
export const dashboardFlow = lazyFlow(
  'dashboard',
  [dashboardActions.fetchRequested.type, dashboardActions.searchRequested.type],
  () => admin().then((m) => m.runDashboard),
);
export const onlineUsersFlow = lazyFlow(
  'online users',
  [onlineUsersActions.opened.type, onlineUsersActions.closed.type],
  () => admin().then((m) => m.runOnlineUsers),
);
