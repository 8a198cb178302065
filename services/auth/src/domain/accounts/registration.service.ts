import type { Executor } from '@sitesage/db';
import { isUniqueViolation } from '@sitesage/db';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { AuthDatabase } from '../../db/database.js';
import type { UsersRepository } from '../../db/users.repository.js';
import type { ThrottleStore } from '../throttling/throttle-store.port.js';
import type { SmsProvider } from '../sms/sms-provider.port.js';
import { otpMessageText, type OtpPurpose } from '../otp/otp.fns.js';
import type { OtpService } from '../otp/otp.service.js';
import type { PasswordHasher } from '../passwords/password-hasher.service.js';
import { checkPasswordPolicy } from '../passwords/password-policy.fns.js';
import { limits, resendCooldownMs } from '../throttling/throttle-limits.js';
import { enforce, ipSubject } from '../throttling/throttle.fns.js';
import type { TokenService } from '../tokens/token.service.js';
import {
  generateUserId,
  normalizeUserId,
  validateEmail,
  validateFullName,
  validatePhone,
} from './account-fields.fns.js';
import {
  accountExistsMessage,
  invalidOtpMessage,
  otpResentMessage,
  toAccount,
  type SignedIn,
} from './account.fns.js';

export type Transact = <T>(work: (tx: Executor<AuthDatabase>) => Promise<T>) => Promise<T>;

export type RegistrationServiceDeps = {
  clock: Clock;
  log: Logger;
  transact: Transact;
  users: Pick<UsersRepository, 'insertUser' | 'findUserById' | 'markVerified'>;
  otp: OtpService;
  hasher: Pick<PasswordHasher, 'hash'>;
  throttles: Pick<ThrottleStore, 'hit' | 'peek' | 'record' | 'cooldown'>;
  sms: SmsProvider;
  tokens: Pick<TokenService, 'issueToken'>;
};

export type RegisterInput = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  clientIp: string;
};

const purpose: OtpPurpose = 'register';
const codeCooldown = 'otp-send';

/**
 * Sign-up by phone: Register creates a pending account and texts a code; VerifyOtp proves the
 * phone and signs the owner in; ResendOtp texts a fresh code. None of the answers tells whether an
 * email, phone or user id is known: uniqueness is settled only for whoever proves the phone.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { clock, log, transact, users, otp, hasher, throttles, sms, tokens } = deps;

  const sendCode = (to: string, code: string) => sms.send({ to, text: otpMessageText(code), code, purpose });

  /** Inserts the pending account and its first code; a new id is drawn if one is (rarely) taken. */
  async function insertPendingAccount(row: {
    fullName: string;
    email: string;
    phone: string;
    passwordHash: string;
  }) {
    for (let attempt = 1; ; attempt += 1) {
      const userId = generateUserId();
      const now = clock();
      try {
        const code = await transact(async (tx) => {
          await users.insertUser(
            {
              user_id: userId,
              full_name: row.fullName,
              email: row.email,
              phone: row.phone,
              password_hash: row.passwordHash,
              created_at: now,
              updated_at: now,
            },
            tx,
          );
          return otp.issueCode(userId, purpose, tx);
        });
        return { userId, code };
      } catch (error) {
        if (attempt < 5 && isUniqueViolation(error, 'users_pkey')) continue;
        throw error;
      }
    }
  }

  return {
    async register(input: RegisterInput): Promise<{ userId: string }> {
      const fullName = validateFullName(input.fullName);
      const email = validateEmail(input.email);
      const phone = validatePhone(input.phone);
      checkPasswordPolicy(input.password, { email, phone });
      const now = clock();
      enforce(await throttles.hit(limits.registerPerIp, ipSubject(input.clientIp), now));
      enforce(await throttles.hit(limits.registerPerPhone, `phone:${phone}`, now));

      const passwordHash = await hasher.hash(input.password); // never inside the transaction
      const { userId, code } = await insertPendingAccount({ fullName, email, phone, passwordHash });
      // The first code starts the resend interval, like every later one.
      await throttles.cooldown(codeCooldown, userId, resendCooldownMs, now);
      await sendCode(phone, code); // after commit: the code exists before anyone can receive it
      log.info({ userId }, 'pending account created; code sent');
      return { userId };
    },

    async verifyPhone(input: { userId: string; otp: string; clientIp: string }): Promise<SignedIn> {
      const now = clock();
      const ip = ipSubject(input.clientIp);
      enforce(await throttles.peek(limits.otpFailuresPerIp, ip, now));
      const code = input.otp.trim();
      const userId = normalizeUserId(input.userId);
      // Unknown and already verified accounts, and expired or burned codes, all get exactly the
      // answer of a wrong code: "expired" for a pending id alone would tell that it exists.
      const user = userId ? await users.findUserById(userId) : undefined;
      const check = user && !user.verified_at ? await otp.checkCode(user.user_id, purpose, code) : undefined;
      if (!user || check?.result !== 'match') {
        await throttles.record(limits.otpFailuresPerIp, ip, now);
        throw AppError.invalid('otp', invalidOtpMessage);
      }

      const verifiedAt = clock();
      let verified: boolean;
      try {
        verified = await transact(async (tx) => {
          if (!(await otp.consumeCode(user.user_id, purpose, check.codeHash, tx))) return false;
          return users.markVerified(user.user_id, verifiedAt, tx);
        });
      } catch (error) {
        // Another account proved this email or phone first: only the phone's owner learns it.
        if (isUniqueViolation(error))
          throw new AppError('ALREADY_EXISTS', accountExistsMessage, { cause: error });
        throw error;
      }
      // Lost a race with a concurrent verification of the same code.
      if (!verified) throw AppError.invalid('otp', invalidOtpMessage);
      log.info({ userId: user.user_id }, 'phone verified');
      const token = await tokens.issueToken({
        userId: user.user_id,
        plan: user.plan,
        tokensValidAfter: user.tokens_valid_after,
      });
      return { token, account: toAccount(user) };
    },

    async resendCode(input: { userId: string; clientIp: string }): Promise<{ detail: string }> {
      const raw = input.userId.trim();
      if (!raw) throw AppError.invalid('user_id', 'User ID is required');
      const now = clock();
      const userId = normalizeUserId(raw);
      // Throttled per id whether or not the account exists, so throttling reveals nothing.
      const subject = userId ?? raw.toUpperCase();
      enforce(await throttles.hit(limits.resendPerIp, ipSubject(input.clientIp), now));
      enforce(await throttles.cooldown(codeCooldown, subject, resendCooldownMs, now));
      enforce(await throttles.hit(limits.resendPerAccount, subject, now));

      const user = userId ? await users.findUserById(userId) : undefined;
      if (user && !user.verified_at) {
        enforce(await throttles.hit(limits.resendPerPhone, `phone:${user.phone}`, now));
        const code = await otp.issueCode(user.user_id, purpose);
        await sendCode(user.phone, code);
        log.info({ userId: user.user_id }, 'code resent');
      }
      return { detail: otpResentMessage };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
