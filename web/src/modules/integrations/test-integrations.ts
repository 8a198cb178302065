import type { CatalogueEntry, Integration, PhoneNumber, WhatsAppStatus } from './integrations.types';

/** The integrations service's catalogue for an agent, as the gateway answers it. */
export function testCatalogue(options: {
  planAllows: boolean;
  configured?: boolean;
  whatsappId?: string | null;
}): { data: CatalogueEntry[] } {
  const entry = (provider: string, name: string, enabled: boolean): CatalogueEntry => ({
    provider,
    name,
    enabled,
    coming_soon_message: enabled ? null : `${name} integration coming soon!`,
    required_plan: 'PRO',
    plan_allows: options.planAllows,
    configured: provider === 'whatsapp' && (options.configured ?? true),
    integration_id: provider === 'whatsapp' ? (options.whatsappId ?? null) : null,
    connected: provider === 'whatsapp' && (options.whatsappId ?? null) !== null,
  });
  return {
    data: [
      entry('whatsapp', 'WhatsApp', true),
      entry('slack', 'Slack', false),
      entry('salesforce', 'Salesforce', false),
      entry('hubspot', 'HubSpot', false),
      entry('google_sheets', 'Google Sheets', false),
    ],
  };
}

export const testNumbers: PhoneNumber[] = [
  {
    id: '4000000001',
    display_phone_number: '+91 98765 43210',
    verified_name: 'Acme Support',
    business_account_id: '3001',
  },
  {
    id: '4000000002',
    display_phone_number: '+1 555-010-0199',
    verified_name: 'Acme Sales',
    business_account_id: '3001',
  },
];

export function testIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    id: 'i-1',
    project_id: 'p1',
    provider: 'whatsapp',
    status: 'choosing_number',
    credentials: { phone_number: '', phone_number_id: '', verified_name: '', phone_numbers: testNumbers },
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export const testConnected = (): Integration =>
  testIntegration({
    status: 'connected',
    credentials: {
      phone_number: '+91 98765 43210',
      phone_number_id: '4000000001',
      verified_name: 'Acme Support',
      phone_numbers: testNumbers,
    },
  });

export const testStatus = (changes: Partial<WhatsAppStatus> = {}): WhatsAppStatus => ({
  configured: true,
  plan_allows: true,
  required_plan: 'PRO',
  ...changes,
});
