import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { UsersRepository } from '../../db/users.repository.js';
import type { SessionStore } from '../tokens/session-store.port.js';
import type { ThrottleStore } from '../throttling/throttle-store.port.js';
import type { SmsProvider } from '../sms/sms-provider.port.js';
import { otpMessageText, type OtpPurpose } from '../otp/otp.fns.js';
import type { OtpService } from '../otp/otp.service.js';
import type { PasswordHasher } from '../passwords/password-hasher.service.js';
import { checkPasswordPolicy } from '../passwords/password-policy.fns.js';
import { limits, resendCooldownMs } from '../throttling/throttle-limits.js';
import { enforce, ipSubject } from '../throttling/throttle.fns.js';
import { tokensValidAfterChange } from '../tokens/token.fns.js';
import { parseLoginIdentifier } from './account-fields.fns.js';
import { createAccountLookup } from './account-lookup.service.js';
import { invalidOtpMessage } from './account.fns.js';
import { accountLoginSubject, loginSubject } from './login-subject.fns.js';
import type { Transact } from './registration.service.js';

export type PasswordResetServiceDeps = {
  clock: Clock;
  log: Logger;
  transact: Transact;
  users: Pick<UsersRepository, 'findUserById' | 'findUserForSignIn' | 'findUsersByPhones' | 'updatePassword'>;
  otp: OtpService;
  hasher: Pick<PasswordHasher, 'hash'>;
  throttles: Pick<ThrottleStore, 'hit' | 'peek' | 'record' | 'cooldown' | 'loginSucceeded'>;
  sessions: Pick<SessionStore, 'forgetState'>;
  sms: SmsProvider;
};

const purpose: OtpPurpose = 'password-reset';
/** The same interval as sign-up codes: one code per account every 30 s, whatever it is for. */
const codeCooldown = 'otp-send';

export const resetCodeSentMessage =
  'If an account matches, we have sent a code to its phone. Enter it below with your new password.';
export const passwordResetMessage = 'Your password has been reset. Please sign in with your new password.';

const identifierRequired = () => AppError.invalid('user_id', 'User ID, email or phone is required');

/**
 * "Forgot password?": a one-time code to the account's phone, then a new password with that code.
 * Codes follow the sign-up rules (hashed, 10 minutes, single use, burned after 5 wrong tries) and
 * the sign-up throttles (per IP, per account whichever identifier is typed, per phone, 30 s apart).
 * No answer tells whether the identifier names an account. A reset ends every session of the
 * account and lifts a sign-in lockout.
 */
export function createPasswordResetService(deps: PasswordResetServiceDeps) {
  const { clock, log, transact, users, otp, hasher, throttles, sessions, sms } = deps;
  const { findAccount } = createAccountLookup({ users });

  /** A verified account the identifier names, and the throttle subject it counts toward either way. */
  const resolve = async (typed: string) => {
    const identifier = parseLoginIdentifier(typed);
    const found = await findAccount(identifier);
    const user = found?.verified_at ? found : undefined;
    return { user, subject: loginSubject(identifier, found?.user_id) };
  };

  return {
    async sendResetCode(input: { identifier: string; clientIp: string }): Promise<{ detail: string }> {
      if (!input.identifier.trim()) throw identifierRequired();
      const now = clock();
      enforce(await throttles.hit(limits.resendPerIp, ipSubject(input.clientIp), now));
      const { user, subject } = await resolve(input.identifier);
      enforce(await throttles.cooldown(codeCooldown, subject, resendCooldownMs, now));
      enforce(await throttles.hit(limits.resendPerAccount, subject, now));
      if (user) {
        enforce(await throttles.hit(limits.resendPerPhone, `phone:${user.phone}`, now));
        const code = await otp.issueCode(user.user_id, purpose);
        await sms.send({ to: user.phone, text: otpMessageText(code, purpose), code, purpose });
        log.info({ userId: user.user_id }, 'password reset code sent');
      }
      return { detail: resetCodeSentMessage };
    },

    async resetPassword(input: {
      identifier: string;
      otp: string;
      newPassword: string;
      clientIp: string;
    }): Promise<{ detail: string }> {
      if (!input.identifier.trim()) throw identifierRequired();
      if (!input.newPassword) throw AppError.invalid('new_password', 'Password is required');
      const now = clock();
      const ip = ipSubject(input.clientIp);
      enforce(await throttles.peek(limits.otpFailuresPerIp, ip, now));
      const { user } = await resolve(input.identifier);
      const check = user ? await otp.checkCode(user.user_id, purpose, input.otp.trim()) : undefined;
      if (!user || check?.result !== 'match') {
        await throttles.record(limits.otpFailuresPerIp, ip, now);
        throw AppError.invalid('otp', invalidOtpMessage);
      }
      // Only after the code proved the phone: the policy names the account's own details. The code
      // is not used up yet, so the owner can choose another password with it.
      checkPasswordPolicy(
        input.newPassword,
        { email: user.email, phone: user.phone, userId: user.user_id },
        'new_password',
      );
      const passwordHash = await hasher.hash(input.newPassword); // never inside the transaction
      const changedAt = clock();
      // As on a password change: drop the Redis mirror first, so no replica keeps old tokens alive.
      await sessions.forgetState(user.user_id);
      const reset = await transact(async (tx) => {
        if (!(await otp.consumeCode(user.user_id, purpose, check.codeHash, tx))) return false;
        const tokensValidAfter = tokensValidAfterChange(changedAt, user.tokens_valid_after);
        return Boolean(
          await users.updatePassword(user.user_id, passwordHash, { at: changedAt, tokensValidAfter }, tx),
        );
      });
      // Lost a race with a concurrent reset using the same code.
      if (!reset) throw AppError.invalid('otp', invalidOtpMessage);
      await throttles.loginSucceeded(accountLoginSubject(user.user_id));
      log.info({ userId: user.user_id }, 'password reset; every session ended');
      return { detail: passwordResetMessage };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
