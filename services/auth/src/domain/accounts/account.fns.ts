import type { UserRow } from '../../db/database.js';
import type { IssuedToken } from '../tokens/token.service.js';

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
  };
}

export const invalidCredentialsMessage = 'Invalid login credentials';
export const verifyFirstMessage = 'Please verify your phone number first.';
export const invalidOtpMessage = 'Invalid OTP. Please try again.';
export const expiredOtpMessage = 'This code has expired. Request a new one.';
export const otpResentMessage = 'A new OTP has been sent to your phone.';
export const accountExistsMessage =
  'An account with this email or phone number already exists. Please sign in.';
