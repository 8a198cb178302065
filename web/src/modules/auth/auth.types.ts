export type Plan = 'FREE' | 'BASIC' | 'PRO' | 'ENTERPRISE';

export type BillingCycle = '' | 'MONTHLY' | 'YEARLY';

/** Which e-mails the owner receives; every one is on for a new account. */
export type NotificationSettings = {
  new_interaction: boolean;
  new_lead: boolean;
  new_question: boolean;
  contact_request: boolean;
  usage_alerts: boolean;
};

export type User = {
  user_id: string;
  full_name: string;
  name: string;
  email: string;
  phone: string;
  plan: Plan;
  account_type: string;
  billing_cycle: BillingCycle;
  /** A data URL, or '' when the user has not uploaded a picture. */
  avatar: string;
  /** Absent from a user stored in this browser before notification settings existed. */
  notifications?: NotificationSettings;
};

export type LoginRequest = { user_id: string; password: string };

export type LoginResponse = {
  token_info: { token: string; expiration_time: string };
  user: User;
};

export type RegisterRequest = { full_name: string; email: string; phone: string; password: string };

export type RegisterResponse = { user_id: string };

export type VerifyOtpRequest = { user_id: string; otp: string };

export type ResendOtpResponse = { detail: string };

export type ResetPasswordRequest = { user_id: string; otp: string; new_password: string };

export type UpdateCurrentUserRequest = {
  full_name?: string;
  avatar?: string;
  notifications?: Partial<NotificationSettings>;
};

export type ChangePasswordRequest = { current_password: string; new_password: string };

/** What the browser keeps between visits (localStorage `token`, `token_expires_at`, `user`). */
export type StoredSession = { token: string; expiresAt: string; user: User };
