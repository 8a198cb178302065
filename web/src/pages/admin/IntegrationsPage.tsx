import { ComingSoon } from '../../ui/ComingSoon';

export function IntegrationsPage() {
  return (
    <ComingSoon
      title="Integrations"
      summary="Connect your agents to WhatsApp, Slack, Salesforce, HubSpot and Google Sheets."
    />
  );
}
