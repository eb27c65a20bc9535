/** The lazy chunk of the admin area's flows (search dashboard, online-users socket). */
export { runDashboard } from './dashboard';
export { runOnlineUsers } from './onlineUsers';
