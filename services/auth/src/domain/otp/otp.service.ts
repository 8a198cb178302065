import type { Executor } from '@sitesage/db';
import type { Clock } from '../../clock.js';
import type { AuthDatabase } from '../../db/database.js';
import type { OtpCodesRepository } from '../../db/otp-codes.repository.js';
import {
  generateOtpCode,
  hashOtp,
  isOtpShaped,
  otpHashesMatch,
  otpMaxFailedAttempts,
  otpTtlMs,
  type OtpPurpose,
} from './otp.fns.js';

/** 'wrong' also covers "no live code"; 'expired' means a new code must be requested. */
export type OtpCheck = { result: 'match'; codeHash: string } | { result: 'wrong' } | { result: 'expired' };

export type OtpService = {
  /** A fresh code replacing any earlier one (and its tries). Returns the code, to be sent after commit. */
  issueCode(userId: string, purpose: OtpPurpose, tx?: Executor<AuthDatabase>): Promise<string>;
  /** Checks a code without using it up; a wrong one counts a try, the fifth wrong try burns it. */
  checkCode(userId: string, purpose: OtpPurpose, code: string): Promise<OtpCheck>;
  /** Uses a matching code up, atomically (inside the caller's transaction). False if it went meanwhile. */
  consumeCode(
    userId: string,
    purpose: OtpPurpose,
    codeHash: string,
    tx: Executor<AuthDatabase>,
  ): Promise<boolean>;
};

export type OtpServiceDeps = {
  secret: string;
  clock: Clock;
  codes: Pick<OtpCodesRepository, 'upsertOtpCode' | 'findOtpCode' | 'recordFailedAttempt' | 'consumeOtpCode'>;
};

export function createOtpService({ secret, clock, codes }: OtpServiceDeps): OtpService {
  return {
    async issueCode(userId, purpose, tx) {
      const code = generateOtpCode();
      const now = clock();
      await codes.upsertOtpCode(
        {
          userId,
          purpose,
          codeHash: hashOtp(secret, userId, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + otpTtlMs),
        },
        tx,
      );
      return code;
    },

    async checkCode(userId, purpose, code) {
      const live = await codes.findOtpCode(userId, purpose);
      if (!live || !isOtpShaped(code)) return { result: 'wrong' };
      if (live.failed_attempts >= otpMaxFailedAttempts || live.expires_at.getTime() <= clock().getTime()) {
        return { result: 'expired' };
      }
      const candidate = hashOtp(secret, userId, purpose, code);
      if (otpHashesMatch(live.code_hash, candidate)) return { result: 'match', codeHash: candidate };
      const tries = await codes.recordFailedAttempt(userId, purpose, live.code_hash);
      return tries !== undefined && tries >= otpMaxFailedAttempts
        ? { result: 'expired' }
        : { result: 'wrong' };
    },

    consumeCode(userId, purpose, codeHash, tx) {
      return codes.consumeOtpCode(
        { userId, purpose, codeHash, now: clock(), maxFailedAttempts: otpMaxFailedAttempts },
        tx,
      );
    },
  };
}
