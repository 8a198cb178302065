import { ForgotPasswordForm } from '../../modules/auth/forgot-password/ForgotPasswordForm';

export function ForgotPasswordPage() {
  return (
    <div className="flex justify-center bg-base-200 px-4 py-12 sm:py-20">
      <div className="card w-full max-w-md bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
            <p className="mt-2 text-base-content/75">
              We will text a one-time code to the phone number on your account.
            </p>
          </div>
          <ForgotPasswordForm />
        </div>
      </div>
    </div>
  );
}
