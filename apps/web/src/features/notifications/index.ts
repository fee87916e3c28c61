/* What the shell may use of notifications: the bell, loaded on demand (signed-in visitors only). */
export const loadNotificationBell = () => import('./components/notification-bell');
