import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps come back as Date and may be written as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type UsersTable = {
  /** 8 Crockford base32 characters, upper case. */
  user_id: string;
  full_name: string;
  /** Lower case. Unique among verified accounts only (partial unique index). */
  email: string;
  /** E.164. Unique among verified accounts only (partial unique index). */
  phone: string;
  /** `scrypt$<log2N>$<r>$<p>$<salt>$<hash>` */
  password_hash: string;
  plan: Generated<string>;
  account_type: Generated<string>;
  billing_cycle: Generated<string>;
  /** The number of billing's latest plan change applied here (0: never changed). */
  plan_version: Generated<number>;
  avatar: Generated<string>;
  /** E-mail notification choices of the owner (all on by default). */
  notify_new_interaction: Generated<boolean>;
  notify_new_lead: Generated<boolean>;
  notify_new_question: Generated<boolean>;
  notify_contact_request: Generated<boolean>;
  notify_usage_alerts: Generated<boolean>;
  /** Null until the phone number is proven with an OTP; only then can the account sign in. */
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Tokens issued before this moment are invalid (set by a password change). */
  tokens_valid_after: ColumnType<Date, Date | undefined, Date>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OtpCodesTable = {
  user_id: string;
  purpose: string;
  /** HMAC-SHA256(OTP_SECRET, user_id:purpose:code), hex. The code itself is never stored. */
  code_hash: string;
  failed_attempts: Generated<number>;
  expires_at: Date;
  created_at: Date;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  /** Lower case. */
  email: string;
  message: string;
  received_at: Timestamp;
};

export type UsageAlertDeliveriesTable = {
  /**
   * What the e-mail is about, as the chat service named it: a usage notice's key
   * (`usage-<owner>-<cycle start>-<threshold>`) or a contact request's (`contact-<session>-<time>`).
   */
  notice_key: string;
  user_id: string;
  /** When the attempt that holds the row started (a crashed attempt's row is taken over later). */
  claimed_at: Date;
  /** When the mail server accepted the message; null while an attempt is under way. */
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type AuthDatabase = {
  'auth.users': UsersTable;
  'auth.otp_codes': OtpCodesTable;
  'auth.contact_messages': ContactMessagesTable;
  'auth.usage_alert_deliveries': UsageAlertDeliveriesTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
