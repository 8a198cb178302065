/** The integrations SiteSage lists (spec §3 Integration), in the order the page shows them. */
export const providers = [
  { provider: 'whatsapp', name: 'WhatsApp', enabled: true },
  { provider: 'slack', name: 'Slack', enabled: false },
  { provider: 'salesforce', name: 'Salesforce', enabled: false },
  { provider: 'hubspot', name: 'HubSpot', enabled: false },
  { provider: 'google_sheets', name: 'Google Sheets', enabled: false },
] as const;

export type ProviderName = (typeof providers)[number]['provider'];

/** Every integration needs PRO or ENTERPRISE (spec §6). */
export const requiredPlan = 'PRO';
const plansWithIntegrations: ReadonlySet<string> = new Set(['PRO', 'ENTERPRISE']);

/** Whether the owner's plan, as auth holds it, has integrations. An unknown plan has none. */
export const planAllowsIntegrations = (plan: string): boolean => plansWithIntegrations.has(plan);

export const comingSoonMessage = (name: string) => `${name} integration coming soon!`;

export const planRefusalMessage = `Integrations are available on the Pro plan onwards.`;
