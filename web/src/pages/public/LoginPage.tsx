import { LoginForm } from '../../modules/auth/LoginForm';

export function LoginPage() {
  return (
    <div className="flex justify-center bg-base-200 px-4 py-12 sm:py-20">
      <div className="card w-full max-w-md bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Welcome Back</h1>
            <p className="mt-2 text-base-content/75">Sign in with your user ID, e-mail or phone number.</p>
          </div>
          <LoginForm />
        </div>
      </div>
    </div>
  );
}
