import type { Integration__Output } from '@sitesage/contracts';

const statusOf = (status: string) =>
  status === 'connected' ? ('connected' as const) : ('choosing_number' as const);

/** An integration as the pages read it (spec §3: id, provider, credentials with the numbers). */
export function integrationToJson(integration: Integration__Output) {
  return {
    id: integration.id,
    project_id: integration.project_id,
    // The only provider that connects today (the proto's comment); its schema lists just this one.
    provider: 'whatsapp' as const,
    status: statusOf(integration.status),
    credentials: {
      phone_number: integration.phone_number,
      phone_number_id: integration.phone_number_id,
      verified_name: integration.verified_name,
      phone_numbers: integration.phone_numbers.map((number) => ({
        id: number.id,
        display_phone_number: number.display_phone_number,
        verified_name: number.verified_name,
        business_account_id: number.business_account_id,
      })),
    },
    created_at: integration.created_at,
    updated_at: integration.updated_at,
  };
}
