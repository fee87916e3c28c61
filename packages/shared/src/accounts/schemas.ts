import { z } from 'zod';
import { AUTH_MESSAGES, NAME_MAX_LENGTH, ROLES } from '../auth/copy.ts';
import { currentPassword, newPassword, Role } from '../auth/schemas.ts';
import {
  email as emailField,
  limitParam,
  pageParam,
  pathId,
  queryEnum,
  queryText,
  text,
} from '../fields/schemas.ts';
import { PurchaseKind } from '../payments/schemas.ts';
import { ACCOUNT_TOKEN_MAX_LENGTH, ADMIN_USERS_PAGE_SIZE } from './copy.ts';

const token = () =>
  text({ max: ACCOUNT_TOKEN_MAX_LENGTH, min: 1, label: 'Token', trim: false }).describe(
    'The token from the link in the mail (`?token=`).',
  );
const accountEmail = () =>
  emailField({ requiredMessage: AUTH_MESSAGES.emailRequired, invalidMessage: AUTH_MESSAGES.invalidEmail });

export const ForgotPasswordBody = z.object({ email: accountEmail() }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export const OkResponse = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });

export const ResetPasswordBody = z
  .object({ token: token(), password: newPassword() })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const Account = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    avatar: z.string().nullable(),
    hasPassword: z.boolean(),
    google: z.boolean(),
    createdAt: z.string(),
    /** An email change waiting for its confirmation link. */
    pendingEmail: z.string().nullable(),
    /** What deleting the account would leave behind for others (an instructor's courses with buyers). */
    deletionNotices: z.array(z.string()),
    /** Mail 24 hours and 1 hour before a live or tutoring session (docs/decisions/366). */
    remindersEnabled: z.boolean(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof Account>;
export const AccountResponse = z.object({ account: Account }).meta({ id: 'AccountResponse' });
export type AccountResponse = z.infer<typeof AccountResponse>;

export const UpdateAccountBody = z
  .object({
    name: text({
      max: NAME_MAX_LENGTH,
      min: 1,
      label: 'Name',
      requiredMessage: AUTH_MESSAGES.nameRequired,
      tooLongMessage: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
    }).optional(),
    /** An uploaded image's address (`/api/files/public/…`), or null for no photo. */
    avatar: text({ max: 300, label: 'Photo' }).nullable().optional(),
    /** Session reminders by mail on or off. */
    remindersEnabled: z.boolean({ error: 'Reminders must be true or false.' }).optional(),
  })
  .meta({ id: 'UpdateAccountBody' });
export type UpdateAccountBody = z.infer<typeof UpdateAccountBody>;

export const ChangeEmailBody = z
  .object({ email: accountEmail(), password: currentPassword() })
  .meta({ id: 'ChangeEmailBody' });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;
export const ConfirmEmailBody = z.object({ token: token() }).meta({ id: 'ConfirmEmailBody' });
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;
export const ConfirmEmailResponse = z.object({ email: z.string() }).meta({ id: 'ConfirmEmailResponse' });

export const ChangePasswordBody = z
  .object({ currentPassword: currentPassword(), newPassword: newPassword() })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
export const AccessTokenResponse = z.object({ accessToken: z.string() }).meta({ id: 'AccessTokenResponse' });

export const Device = z
  .object({
    /** The sign-in (refresh-token family). */
    id: z.string(),
    /** 'Chrome on Windows', 'Safari on iOS': the browser and system named from the User-Agent. */
    name: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** The sign-in this request was made from. */
    current: z.boolean(),
    signedInAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;
export const DevicesResponse = z.object({ devices: z.array(Device) }).meta({ id: 'DevicesResponse' });
export type DevicesResponse = z.infer<typeof DevicesResponse>;
export const DeviceParams = z.object({ id: pathId('Device id') });

export const DeleteAccountBody = z.object({ password: currentPassword() }).meta({ id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const Receipt = z
  .object({
    id: z.string(),
    orderRef: z.string().nullable(),
    kind: PurchaseKind,
    title: z.string(),
    amountMinor: z.number().int(),
    currency: z.string(),
    purchasedAt: z.string(),
    provider: z.string().nullable(),
    status: z.string().nullable(),
    refundedAt: z.string().nullable(),
    buyer: z.object({ name: z.string(), email: z.string() }),
    deepLink: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });
export type Receipt = z.infer<typeof Receipt>;
export const ReceiptParams = z.object({ id: pathId('Purchase id') });

export const AdminUsersQuery = z.object({
  q: queryText({ max: 200, label: 'Search' }),
  role: queryEnum(ROLES, 'Role'),
  page: pageParam(),
  limit: limitParam(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;
export const AdminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: Role,
    createdAt: z.string(),
    disabled: z.boolean(),
    deleted: z.boolean(),
    /** The quizzes' extra-time allowance on timed exams: 0, 25, 50 or 100. */
    extraTimePercent: z.number().int(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUsersResponse = z
  .object({
    items: z.array(AdminUser),
    meta: z.object({ page: z.number(), limit: z.number(), hasNextPage: z.boolean(), total: z.number() }),
  })
  .meta({ id: 'AdminUsersResponse' });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;
export const AdminUserParams = z.object({ id: pathId('User id') });
export const AdminUserResponse = z.object({ user: AdminUser }).meta({ id: 'AdminUserResponse' });
export type AdminUserResponse = z.infer<typeof AdminUserResponse>;
