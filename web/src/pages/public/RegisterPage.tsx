import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OtpStep } from '../../modules/auth/register/OtpStep';
import { QuotePanel } from '../../modules/auth/register/QuotePanel';
import { RegisterForm } from '../../modules/auth/register/RegisterForm';
import { checkoutPath } from '../../modules/billing/checkout-link.fns';

export function RegisterPage() {
  // Set once the account exists: the page then asks for the code sent to the phone.
  const [userId, setUserId] = useState<string | null>(null);
  // '#basic' or '#pro' from the pricing page: after sign-up, straight to that plan's checkout.
  const next = checkoutPath(useLocation().hash.slice(1)) ?? undefined;

  return (
    <div className="bg-base-200 px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-2">
        <div className="card bg-base-100 shadow-sm">
          <div className="card-body gap-6">
            <div>
              <h1 className="text-3xl font-bold tracking-tight">
                {userId === null ? 'Create your account' : 'Verify your phone'}
              </h1>
              <p className="mt-2 text-base-content/75">
                {userId === null
                  ? 'Start building an AI assistant for your website in a few minutes.'
                  : 'One last step before your first agent.'}
              </p>
            </div>
            {userId === null ? (
              <RegisterForm onRegistered={setUserId} />
            ) : (
              <OtpStep userId={userId} next={next} />
            )}
          </div>
        </div>
        <div className="hidden md:block">
          <QuotePanel />
        </div>
      </div>
    </div>
  );
}
