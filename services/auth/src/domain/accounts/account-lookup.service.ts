import type { UserRow } from '../../db/database.js';
import type { UsersRepository } from '../../db/users.repository.js';
import { nationalPhoneCandidates, type LoginIdentifier } from './account-fields.fns.js';

export type AccountLookupDeps = {
  users: Pick<UsersRepository, 'findUserById' | 'findUserForSignIn' | 'findUsersByPhones'>;
};

/**
 * The account a typed identifier names, for sign-in and password reset alike. A national number
 * names the one verified account whose phone it is under that account's own country code; when
 * accounts in two countries share those digits it names none (the owner types the "+" code then),
 * so it never signs anyone in to someone else's account.
 */
export function createAccountLookup({ users }: AccountLookupDeps) {
  const findByNationalPhone = async (national: string): Promise<UserRow | undefined> => {
    const rows = await users.findUsersByPhones(nationalPhoneCandidates(national), 3);
    const verified = rows.filter((row) => row.verified_at !== null);
    if (verified.length > 1) return undefined;
    // A pending account only when no verified one matches: its owner is told to verify first.
    return verified[0] ?? rows[0];
  };

  return {
    findAccount: async (identifier: LoginIdentifier): Promise<UserRow | undefined> => {
      switch (identifier.kind) {
        case 'user_id': {
          const user = await users.findUserById(identifier.value);
          // Eight digits are a user id and a national number at once.
          return user ?? (/^\d+$/.test(identifier.value) ? findByNationalPhone(identifier.value) : undefined);
        }
        case 'email':
        case 'phone':
          return users.findUserForSignIn(identifier.kind, identifier.value);
        case 'national_phone':
          return findByNationalPhone(identifier.value);
        case 'unknown':
          return undefined;
      }
    },
  };
}

export type AccountLookup = ReturnType<typeof createAccountLookup>;
