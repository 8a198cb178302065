import { ComingSoon } from '../../ui/ComingSoon';

export function UserPasswordPage() {
  return <ComingSoon title="Password" summary="Change the password you sign in with." />;
}
