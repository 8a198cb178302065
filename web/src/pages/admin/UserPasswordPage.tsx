import { PasswordForm } from '../../modules/account/PasswordForm';

export function UserPasswordPage() {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 className="text-3xl font-bold tracking-tight">Password</h1>
      <div className="card card-border bg-base-100">
        <div className="card-body">
          <PasswordForm />
        </div>
      </div>
    </section>
  );
}
