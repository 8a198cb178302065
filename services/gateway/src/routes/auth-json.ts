import type { LoginReply__Output, User__Output } from '@sitesage/contracts';
import type { ContractValue } from '../http/contract.js';
import type { userSchema } from './auth.schemas.js';

// The auth service's replies as the contract lists them. Only the plan needs a word: the proto
// carries it as text, the contract as one of the four plans the auth service stores (its users
// table refuses any other), which is what lets the web switch on it.

type Plan = ContractValue<typeof userSchema>['plan'];
type UserJson = Omit<User__Output, 'plan'> & { plan: Plan };

export function userToJson(user: User__Output): UserJson {
  return { ...user, plan: user.plan as Plan };
}

export function signedInToJson(reply: LoginReply__Output): {
  token_info: LoginReply__Output['token_info'];
  user: UserJson | null;
} {
  return { token_info: reply.token_info, user: reply.user && userToJson(reply.user) };
}
