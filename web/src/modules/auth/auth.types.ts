import type { ApiBody, ApiReply } from '../../api/http-contract';

// The account API's types come from the HTTP contract (web/src/api); only what the contract gives
// as plain text and this app relies on being one of a few values is narrowed here.

type UserJson = ApiReply<'/auth/current-user', 'get'>;

export type Plan = UserJson['plan'];

export type BillingCycle = '' | 'MONTHLY' | 'YEARLY';

/** Which e-mails the owner receives; every one is on for a new account. */
export type NotificationSettings = NonNullable<UserJson['notifications']>;

/**
 * `avatar` is a data URL, or '' when the user has not uploaded a picture. `notifications` is
 * absent from a user stored in this browser before notification settings existed.
 */
export type User = Omit<UserJson, 'billing_cycle'> & { billing_cycle: BillingCycle };

export type LoginRequest = ApiBody<'/auth/login', 'post'>;

export type LoginResponse = Omit<ApiReply<'/auth/login', 'post'>, 'user'> & { user: User };

export type RegisterRequest = ApiBody<'/auth/register', 'post'>;

export type RegisterResponse = ApiReply<'/auth/register', 'post', 201>;

export type VerifyOtpRequest = ApiBody<'/auth/verify-otp', 'post'>;

export type ResendOtpResponse = ApiReply<'/auth/resend-otp', 'post'>;

export type ResetPasswordRequest = ApiBody<'/auth/reset-password', 'post'>;

export type UpdateCurrentUserRequest = ApiBody<'/auth/current-user', 'put'>;

export type ChangePasswordRequest = ApiBody<'/auth/change-password', 'post'>;

/** What the browser keeps between visits (localStorage `token`, `token_expires_at`, `user`). */
export type StoredSession = { token: string; expiresAt: string; user: User };
