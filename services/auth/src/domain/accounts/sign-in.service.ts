import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { UsersRepository } from '../../db/users.repository.js';
import type { ThrottleStore } from '../throttling/throttle-store.port.js';
import type { PasswordHasher } from '../passwords/password-hasher.service.js';
import { limits } from '../throttling/throttle-limits.js';
import { enforce, ipSubject } from '../throttling/throttle.fns.js';
import type { TokenService } from '../tokens/token.service.js';
import { parseLoginIdentifier } from './account-fields.fns.js';
import { createAccountLookup } from './account-lookup.service.js';
import { invalidCredentialsMessage, toAccount, verifyFirstMessage, type SignedIn } from './account.fns.js';
import { loginSubject } from './login-subject.fns.js';

export type SignInServiceDeps = {
  clock: Clock;
  log: Logger;
  users: Pick<UsersRepository, 'findUserById' | 'findUserForSignIn' | 'findUsersByPhones' | 'updatePassword'>;
  hasher: PasswordHasher;
  throttles: Pick<ThrottleStore, 'peek' | 'record' | 'beginLogin' | 'loginFailed' | 'loginSucceeded'>;
  tokens: Pick<TokenService, 'issueToken' | 'authenticate' | 'revokeToken'>;
};

/**
 * Password sign-in by user id, email or phone (with or without its country code), and sign-out. Unknown identifiers, wrong passwords
 * and unverified accounts answer alike (and cost the same scrypt); the one exception, "verify your
 * phone first", needs the right password. Failures are throttled per account, whichever of its
 * identifiers is typed (progressive delay, then lockout), and per client IP.
 */
export function createSignInService({ clock, log, users, hasher, throttles, tokens }: SignInServiceDeps) {
  const { findAccount } = createAccountLookup({ users });

  return {
    async signIn(input: { identifier: string; password: string; clientIp: string }): Promise<SignedIn> {
      if (!input.identifier.trim()) throw AppError.invalid('user_id', 'User ID is required');
      if (!input.password) throw AppError.invalid('password', 'Password is required');
      const now = clock();
      const identifier = parseLoginIdentifier(input.identifier);
      const ip = ipSubject(input.clientIp);
      enforce(await throttles.peek(limits.loginFailuresPerIp, ip, now));
      // The account is looked up before its throttle (known or not, the same one query), so that
      // alternating its user id, email and phone buys no extra tries.
      const user = await findAccount(identifier);
      const subject = loginSubject(identifier, user?.user_id);
      enforce(await throttles.beginLogin(subject, now));

      const passwordOk = user
        ? await hasher.verify(input.password, user.password_hash)
        : await hasher.verifyNothing(input.password);
      if (!user || !passwordOk) {
        await throttles.loginFailed(subject, now);
        await throttles.record(limits.loginFailuresPerIp, ip, now);
        throw new AppError('UNAUTHENTICATED', invalidCredentialsMessage);
      }
      if (!user.verified_at) throw new AppError('FAILED_PRECONDITION', verifyFirstMessage);

      await throttles.loginSucceeded(subject);
      if (hasher.needsRehash(user.password_hash)) {
        // The cost was raised since this hash was made: upgrade it while the password is at hand.
        await users.updatePassword(user.user_id, await hasher.hash(input.password), { at: clock() });
      }
      log.info({ userId: user.user_id, via: identifier.kind }, 'signed in');
      const token = await tokens.issueToken({
        userId: user.user_id,
        plan: user.plan,
        tokensValidAfter: user.tokens_valid_after,
      });
      return { token, account: toAccount(user) };
    },

    async signOut(token: string): Promise<void> {
      const principal = await tokens.authenticate(token);
      await tokens.revokeToken(principal);
      log.info({ userId: principal.userId }, 'signed out');
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
