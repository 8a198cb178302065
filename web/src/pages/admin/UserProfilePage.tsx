import { useAppSelector } from '../../app/useAppSelector';
import { AvatarUpload } from '../../modules/account/AvatarUpload';
import { NotificationToggles } from '../../modules/account/NotificationToggles';
import { ProfileDetailsForm } from '../../modules/account/ProfileDetailsForm';
import { selectUser } from '../../modules/auth/auth.slice';
import { PageLoader } from '../../ui/PageLoader';

export function UserProfilePage() {
  const user = useAppSelector(selectUser);
  if (user === null) return <PageLoader />;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      <div className="card card-border bg-base-100">
        <div className="card-body gap-6">
          <AvatarUpload user={user} />
          <ProfileDetailsForm key={user.user_id} user={user} />
        </div>
      </div>
      <div className="card card-border bg-base-100">
        <div className="card-body">
          <NotificationToggles user={user} />
        </div>
      </div>
    </section>
  );
}
