import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Json<T> = ColumnType<T, string, string>;

export type StoredPhoneNumber = {
  id: string;
  display_phone_number: string;
  verified_name: string;
  business_account_id: string;
};

export type IntegrationStatus = 'choosing_number' | 'connected';

export type IntegrationsTable = {
  id: Generated<string>;
  user_id: string;
  project_id: string;
  provider: string;
  status: IntegrationStatus;
  /** The numbers the owner may choose from, as Meta listed them. */
  phone_numbers: Json<StoredPhoneNumber[]>;
  business_account_id: Generated<string>;
  phone_number_id: Generated<string>;
  display_phone_number: Generated<string>;
  verified_name: Generated<string>;
  /** AES-256-GCM of the access token (token-cipher.ts); null once the connection is removed. */
  token_ciphertext: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OauthStatesTable = {
  /** SHA-256 of the state: a database reader cannot replay one. */
  state_hash: string;
  user_id: string;
  project_id: string;
  session_binding: string;
  expires_at: Date;
  used_at: NullableTime;
};

export type InboundMessagesTable = {
  /** Meta's message id (wamid…): one row, one answer, however often Meta delivers it. */
  message_id: string;
  phone_number_id: string;
  /** The WhatsApp user's number as Meta gives it (wa_id). */
  from_number: string;
  profile_name: string;
  kind: string;
  text: string;
  received_at: Timestamp;
  /** The answer, kept once generated so a retried send does not ask the agent again. */
  reply_text: string | null;
  reply_message_id: string | null;
  processed_at: NullableTime;
  outcome: string | null;
};

export type ContactsTable = {
  integration_id: string;
  from_number: string;
  chat_session_id: string;
  profile_name: string;
  last_inbound_at: Date;
};

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export type DeliveryStatusesTable = {
  message_id: string;
  status: DeliveryStatus;
  status_at: Date;
  error_code: number | null;
};

export type IntegrationsDatabase = {
  'integrations.integrations': IntegrationsTable;
  'integrations.oauth_states': OauthStatesTable;
  'integrations.inbound_messages': InboundMessagesTable;
  'integrations.contacts': ContactsTable;
  'integrations.delivery_statuses': DeliveryStatusesTable;
};

export type IntegrationRow = Selectable<IntegrationsTable>;
export type InboundMessageRow = Selectable<InboundMessagesTable>;
