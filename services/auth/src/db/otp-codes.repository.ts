import type { Executor } from '@sitesage/db';
import type { AuthDatabase, OtpCodeRow } from './database.js';

export type OtpCodesRepository = ReturnType<typeof createOtpCodesRepository>;

export function createOtpCodesRepository(db: Executor<AuthDatabase>) {
  return {
    /** One live code per account and purpose: a new one replaces the old (and its tries). */
    async upsertOtpCode(
      code: { userId: string; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date },
      tx: Executor<AuthDatabase> = db,
    ): Promise<void> {
      const row = {
        user_id: code.userId,
        purpose: code.purpose,
        code_hash: code.codeHash,
        failed_attempts: 0,
        expires_at: code.expiresAt,
        created_at: code.createdAt,
      };
      await tx
        .insertInto('auth.otp_codes')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['user_id', 'purpose']).doUpdateSet({
            code_hash: row.code_hash,
            failed_attempts: 0,
            expires_at: row.expires_at,
            created_at: row.created_at,
          }),
        )
        .execute();
    },

    findOtpCode(
      userId: string,
      purpose: string,
      tx: Executor<AuthDatabase> = db,
    ): Promise<OtpCodeRow | undefined> {
      return tx
        .selectFrom('auth.otp_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    /** Counts a wrong try on the live code; returns the tries so far (undefined if it is gone). */
    async recordFailedAttempt(
      userId: string,
      purpose: string,
      codeHash: string,
      tx: Executor<AuthDatabase> = db,
    ): Promise<number | undefined> {
      const row = await tx
        .updateTable('auth.otp_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        // Only the code that was checked: a resend in between has reset the tries.
        .where('code_hash', '=', codeHash)
        .returning('failed_attempts')
        .executeTakeFirst();
      return row?.failed_attempts;
    },

    /**
     * Uses the code up: deletes it only if it is still the same, unexpired and not burned, so two
     * concurrent verifications cannot both succeed. True when this call consumed it.
     */
    async consumeOtpCode(
      code: { userId: string; purpose: string; codeHash: string; now: Date; maxFailedAttempts: number },
      tx: Executor<AuthDatabase> = db,
    ): Promise<boolean> {
      const result = await tx
        .deleteFrom('auth.otp_codes')
        .where('user_id', '=', code.userId)
        .where('purpose', '=', code.purpose)
        .where('code_hash', '=', code.codeHash)
        .where('expires_at', '>', code.now)
        .where('failed_attempts', '<', code.maxFailedAttempts)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
