import { ComingSoon } from '../../ui/ComingSoon';

export function TroubleshootPage() {
  return (
    <ComingSoon
      title="Troubleshooting"
      summary="Step-by-step help for agent setup, training sets, the live chat widget, sessions and messages, integrations, and billing and plans."
    />
  );
}
