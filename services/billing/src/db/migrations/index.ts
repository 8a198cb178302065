import type { Migration } from '@sitesage/db';
import * as createBilling from './0001-create-billing.js';

/** Every migration of the billing schema, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001-create-billing': createBilling,
};
