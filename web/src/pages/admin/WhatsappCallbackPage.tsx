import { ComingSoon } from '../../ui/ComingSoon';

export function WhatsappCallbackPage() {
  return (
    <ComingSoon
      title="Connecting to WhatsApp"
      summary="Choose which phone number of your WhatsApp Business account this agent should use."
    />
  );
}
