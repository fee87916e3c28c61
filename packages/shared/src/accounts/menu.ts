/**
 * The profile menu's entries and the sign-in form's link. A file of its own: the shell's menu loads with the
 * first page, and a bundler puts a whole module there when the first page uses any part of it.
 */
export const ACCOUNT_MENU_LABELS = {
  account: 'Account settings',
  myPurchases: 'My purchases',
  myCertificates: 'My certificates',
  forgotPassword: 'Forgot password?',
  outbox: 'Outbox',
  users: 'Users',
} as const;
