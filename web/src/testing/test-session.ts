import type { LoginResponse, StoredSession, User } from '../modules/auth/auth.types';

export const testUser: User = {
  user_id: 'U1001',
  full_name: 'Asha Rao',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '+919876543210',
  plan: 'PRO',
  account_type: 'INDIVIDUAL',
  billing_cycle: 'MONTHLY',
  avatar: '',
  notifications: {
    new_interaction: true,
    new_lead: true,
    new_question: true,
    contact_request: true,
    usage_alerts: true,
  },
};

const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

export function testSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return { token: 'token-1', expiresAt: inOneHour(), user: testUser, ...overrides };
}

export function testLoginResponse(user: User = testUser): LoginResponse {
  return { token_info: { token: 'token-2', expiration_time: inOneHour() }, user };
}
