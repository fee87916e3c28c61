/**
 * The API addresses the shell calls on every page (the session, the public config, the purchase return,
 * uploads), in a file of their own so that the first load does not carry the whole table (api-paths.ts).
 */
const enc = encodeURIComponent;

export const configApiPath = () => '/config';
export const uploadsApiPath = () => '/uploads';

export const authApiPaths = {
  me: () => '/auth/me',
  login: () => '/auth/login',
  register: () => '/auth/register',
  google: () => '/auth/google',
  refresh: () => '/auth/refresh',
  logout: () => '/auth/logout',
  logoutAll: () => '/auth/logout-all',
  forgotPassword: () => '/auth/forgot-password',
  resetPassword: () => '/auth/reset-password',
  confirmEmail: () => '/auth/confirm-email',
} as const;

export const paymentsApiPaths = {
  purchases: () => '/me/purchases',
  receipt: (id: string) => `/me/purchases/${enc(id)}/receipt`,
  /** Fulfils a returned checkout of any kind (idempotent). */
  sync: () => '/purchase/sync',
  localSession: (sessionId: string) => `/payments/local/${enc(sessionId)}`,
  localPay: (sessionId: string) => `/payments/local/${enc(sessionId)}/pay`,
  localCancel: (sessionId: string) => `/payments/local/${enc(sessionId)}/cancel`,
} as const;
