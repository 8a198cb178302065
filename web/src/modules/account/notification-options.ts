import type { NotificationSettings } from '../auth/auth.types';

export const NOTIFICATION_OPTIONS: readonly {
  key: keyof NotificationSettings;
  label: string;
  /** A line under the label when the label alone does not say when the e-mail comes. */
  hint?: string;
}[] = [
  { key: 'new_interaction', label: 'New interaction' },
  { key: 'new_lead', label: 'New lead' },
  { key: 'new_question', label: 'New question' },
  { key: 'contact_request', label: 'Contact request' },
  {
    key: 'usage_alerts',
    label: 'Plan usage alerts',
    hint: "When your agents have used 80 % and 100 % of this billing cycle's conversations.",
  },
];

/** Every e-mail is on until the owner turns it off (spec §2). */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  new_interaction: true,
  new_lead: true,
  new_question: true,
  contact_request: true,
  usage_alerts: true,
};
