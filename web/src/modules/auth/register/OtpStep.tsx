import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/useAppDispatch';
import { errorDetail } from '../../api/api-error';
import { useResendOtpMutation, useVerifyOtpMutation } from '../auth.api';
import { sessionStarted } from '../auth.slice';
import type { LoginResponse } from '../auth.types';
import { OtpInput } from './OtpInput';

const NOTICE_MS = 5_000;

type Notice = { kind: 'success' | 'error'; text: string };

/**
 * Step two of sign-up: the code sent by SMS. Success signs the user in and goes to `next`: a first
 * agent, or the checkout of the plan chosen on the pricing page.
 */
export function OtpStep({ userId, next = '/admin/projects/create' }: { userId: string; next?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [resendOtp, { isLoading: resending }] = useResendOtpMutation();
  // Bumped after a failed attempt: remounting the boxes empties them and focuses the first one.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
    }, NOTICE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [notice]);

  const verify = async (otp: string) => {
    setFailure(null);
    let response: LoginResponse;
    try {
      response = await verifyOtp({ user_id: userId, otp }).unwrap();
    } catch (error) {
      setFailure(errorDetail(error, 'Invalid OTP. Please try again.'));
      setAttempt((current) => current + 1);
      return;
    }
    dispatch(sessionStarted(response));
    await navigate(next, { replace: true });
  };

  const resend = async () => {
    try {
      await resendOtp({ user_id: userId }).unwrap();
      setNotice({ kind: 'success', text: 'A new OTP has been sent to your phone.' });
    } catch {
      setNotice({ kind: 'error', text: 'Failed to resend OTP.' });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-box border border-base-300 bg-base-200 p-4 text-sm">
        Your user ID is <strong className="font-mono text-base">{userId}</strong> — you will sign in with it.
      </div>
      <p>Enter the 4-digit code we sent to your phone. It is checked as soon as you type the last digit.</p>

      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}

      <OtpInput
        key={attempt}
        disabled={verifying}
        onComplete={(code) => {
          void verify(code);
        }}
      />

      {verifying && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Checking your code…
        </p>
      )}

      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-base-content/75">Didn’t get a code?</p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={resending}
          onClick={() => {
            void resend();
          }}
        >
          {resending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Resend OTP
        </button>
        {notice && (
          <div
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={`alert alert-soft ${notice.kind === 'error' ? 'alert-error' : 'alert-success'}`}
          >
            <span>{notice.text}</span>
          </div>
        )}
      </div>
    </div>
  );
}
