import type { UserRow } from '../../db/database.js';
import { otpMaxFailedAttempts, otpTtlMs } from '../otp/otp.fns.js';
import type { IssuedToken } from '../tokens/token.service.js';

/** The kinds of e-mail an owner can turn on or off. */
export const notificationKinds = [
  'newInteraction',
  'newLead',
  'newQuestion',
  'contactRequest',
  'usageAlerts',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export type NotificationSettings = Record<NotificationKind, boolean>;

/** The users column that holds each choice. */
export const notificationColumns = {
  newInteraction: 'notify_new_interaction',
  newLead: 'notify_new_lead',
  newQuestion: 'notify_new_question',
  contactRequest: 'notify_contact_request',
  usageAlerts: 'notify_usage_alerts',
} as const satisfies Record<NotificationKind, keyof UserRow>;

/** An owner's account as callers see it: never the password hash or internal timestamps. */
export type Account = {
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  plan: string;
  accountType: string;
  billingCycle: string;
  avatar: string;
  notifications: NotificationSettings;
};

/** What a successful sign-in (or phone verification, or password change) answers. */
export type SignedIn = { token: IssuedToken; account: Account };

export function toAccount(row: UserRow): Account {
  return {
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    plan: row.plan,
    accountType: row.account_type,
    billingCycle: row.billing_cycle,
    avatar: row.avatar,
    notifications: {
      newInteraction: row.notify_new_interaction,
      newLead: row.notify_new_lead,
      newQuestion: row.notify_new_question,
      contactRequest: row.notify_contact_request,
      usageAlerts: row.notify_usage_alerts,
    },
  };
}

export const invalidCredentialsMessage = 'Invalid login credentials';
export const verifyFirstMessage = 'Please verify your phone number first.';
/**
 * The one answer to every code that does not sign the owner in: wrong, expired, burned by too many
 * tries, already used, or sent for an unknown or verified account. An attacker learns nothing from
 * it; the owner, who cannot tell a burned code from a mistyped one either, reads what to do. The
 * spec's wording first, then the code's public rules.
 */
export const invalidOtpMessage =
  `Invalid OTP. Please try again. A code works for ${otpTtlMs / 60_000} minutes and ` +
  `${otpMaxFailedAttempts} tries; Resend OTP sends a new one.`;
export const otpResentMessage = 'A new OTP has been sent to your phone.';
export const accountExistsMessage =
  'An account with this email or phone number already exists. Please sign in.';
