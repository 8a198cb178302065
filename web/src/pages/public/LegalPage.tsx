import { ComingSoon } from '../../ui/ComingSoon';

export function LegalPage() {
  return (
    <ComingSoon
      title="Legal"
      summary="Privacy policy, data security, terms of service, user rights, shipping and delivery, refund policy and how to reach us."
    />
  );
}
