import { ComingSoon } from '../../ui/ComingSoon';

export function UserProfilePage() {
  return (
    <ComingSoon
      title="Profile"
      summary="Your name, email, phone, picture, plan and email notification preferences."
    />
  );
}
