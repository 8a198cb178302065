import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { UserRow } from '../../db/database.js';
import type { ProfileUpdate, UsersRepository } from '../../db/users.repository.js';
import type { SessionStore } from '../tokens/session-store.port.js';
import type { ThrottleStore } from '../throttling/throttle-store.port.js';
import type { PasswordHasher } from '../passwords/password-hasher.service.js';
import { checkPasswordPolicy } from '../passwords/password-policy.fns.js';
import { limits } from '../throttling/throttle-limits.js';
import { enforce, ipSubject } from '../throttling/throttle.fns.js';
import { invalidTokenMessage, tokensValidAfterChange } from '../tokens/token.fns.js';
import type { TokenService } from '../tokens/token.service.js';
import { validateAvatar, validateFullName } from './account-fields.fns.js';
import {
  notificationColumns,
  notificationKinds,
  toAccount,
  type Account,
  type NotificationSettings,
  type SignedIn,
} from './account.fns.js';
import { accountLoginSubject } from './login-subject.fns.js';

export type ProfileServiceDeps = {
  clock: Clock;
  log: Logger;
  users: Pick<UsersRepository, 'findUserById' | 'updateProfile' | 'updatePassword'>;
  hasher: Pick<PasswordHasher, 'hash' | 'verify'>;
  throttles: Pick<ThrottleStore, 'peek' | 'record' | 'beginLogin' | 'loginFailed' | 'loginSucceeded'>;
  sessions: Pick<SessionStore, 'forgetState'>;
  tokens: Pick<TokenService, 'authenticate' | 'issueToken'>;
};

/** Only these profile fields can be changed by their owner; undefined leaves a field as it is. */
export type ProfileChanges = {
  fullName?: string | undefined;
  avatar?: string | undefined;
  /** Only the kinds named change; the others stay as they are. */
  notifications?: Partial<NotificationSettings> | undefined;
};

/** The signed-in owner's own account: read it, edit the allowed fields, change the password. */
export function createProfileService({
  clock,
  log,
  users,
  hasher,
  throttles,
  sessions,
  tokens,
}: ProfileServiceDeps) {
  const currentUser = async (token: string): Promise<UserRow> => {
    const principal = await tokens.authenticate(token);
    const user = await users.findUserById(principal.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', invalidTokenMessage);
    return user;
  };

  return {
    /**
     * An owner's plan, for limits on what their agents' visitors may use. An unknown owner (a
     * project outliving its account) has no plan; the callers' limits treat that as none allowed.
     */
    async getPlan(userId: string): Promise<string> {
      const user = await users.findUserById(userId);
      return user?.plan ?? '';
    },

    async getCurrentUser(token: string): Promise<Account> {
      return toAccount(await currentUser(token));
    },

    async updateProfile(token: string, changes: ProfileChanges): Promise<Account> {
      const user = await currentUser(token);
      // An allow-list: plan, account type, email, phone and ids cannot even be expressed here.
      const allowed: ProfileUpdate = {};
      if (changes.fullName !== undefined) allowed.full_name = validateFullName(changes.fullName);
      if (changes.avatar !== undefined) allowed.avatar = validateAvatar(changes.avatar);
      for (const kind of notificationKinds) {
        const value = changes.notifications?.[kind];
        if (value !== undefined) allowed[notificationColumns[kind]] = value;
      }
      if (Object.keys(allowed).length === 0) return toAccount(user);
      const updated = await users.updateProfile(user.user_id, allowed, clock());
      if (!updated) throw new AppError('UNAUTHENTICATED', invalidTokenMessage);
      log.info({ userId: user.user_id, fields: Object.keys(allowed) }, 'profile updated');
      return toAccount(updated);
    },

    async changePassword(input: {
      token: string;
      currentPassword: string;
      newPassword: string;
      clientIp: string;
    }): Promise<SignedIn> {
      const user = await currentUser(input.token);
      if (!input.currentPassword) throw AppError.invalid('current_password', 'Current password is required');
      checkPasswordPolicy(
        input.newPassword,
        { email: user.email, phone: user.phone, userId: user.user_id },
        'new_password',
      );

      // Guessing the current password with a stolen token is throttled like guessing it at sign-in.
      const now = clock();
      const subject = accountLoginSubject(user.user_id);
      const ip = ipSubject(input.clientIp);
      enforce(await throttles.peek(limits.loginFailuresPerIp, ip, now));
      enforce(await throttles.beginLogin(subject, now));
      if (!(await hasher.verify(input.currentPassword, user.password_hash))) {
        await throttles.loginFailed(subject, now);
        await throttles.record(limits.loginFailuresPerIp, ip, now);
        throw AppError.invalid('current_password', 'Current password is incorrect.');
      }
      await throttles.loginSucceeded(subject);

      const passwordHash = await hasher.hash(input.newPassword);
      const changedAt = clock();
      // Every token issued up to this second dies; the new one is issued from the next second.
      const tokensValidAfter = tokensValidAfterChange(changedAt, user.tokens_valid_after);
      // Drop the Redis mirror first: if the update below fails half way, Authenticate re-reads the
      // database instead of trusting a mirror that still accepts the old tokens.
      await sessions.forgetState(user.user_id);
      const updated = await users.updatePassword(user.user_id, passwordHash, {
        at: changedAt,
        tokensValidAfter,
      });
      if (!updated) throw new AppError('UNAUTHENTICATED', invalidTokenMessage);
      log.info({ userId: user.user_id }, 'password changed; earlier tokens revoked');
      const token = await tokens.issueToken({
        userId: updated.user_id,
        plan: updated.plan,
        tokensValidAfter: updated.tokens_valid_after,
      });
      return { token, account: toAccount(updated) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
