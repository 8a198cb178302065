import type { Migration } from '@sitesage/db';
import * as createUsers from './0001-create-users.js';
import * as addNotificationSettings from './0002-add-notification-settings.js';
import * as createContactMessages from './0003-create-contact-messages.js';
import * as usageAlerts from './0004-usage-alerts.js';
import * as planVersion from './0005-plan-version.js';

/** Every migration of the auth schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-users': createUsers,
  '0002-add-notification-settings': addNotificationSettings,
  '0003-create-contact-messages': createContactMessages,
  '0004-usage-alerts': usageAlerts,
  '0005-plan-version': planVersion,
};
