import { ComingSoon } from '../../ui/ComingSoon';

export function WhatsappConnectPage() {
  return (
    <ComingSoon
      title="Connect WhatsApp"
      summary="Link a WhatsApp Business account so this agent can answer your customers on WhatsApp."
    />
  );
}
