import { ComingSoon } from '../../ui/ComingSoon';

export function WhatsappIntegrationPage() {
  return (
    <ComingSoon
      title="WhatsApp integration"
      summary="The WhatsApp Business number this agent answers on, and the option to disconnect it."
    />
  );
}
