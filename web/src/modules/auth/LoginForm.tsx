import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/useAppDispatch';
import { TextField } from '../../ui/TextField';
import { errorDetail } from '../api/api-error';
import { useLoginMutation } from './auth.api';
import { sessionStarted } from './auth.slice';
import { readRememberedUserId, rememberUserId } from './auth.storage';
import type { LoginResponse } from './auth.types';
import { validateLogin } from './login-validation';
import { safeRedirectPath } from './safe-redirect';

export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();

  const [rememberedUserId] = useState(readRememberedUserId);
  const [userId, setUserId] = useState(rememberedUserId);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedUserId !== '');
  const [touched, setTouched] = useState({ userId: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);

  const errors = validateLogin({ userId, password });
  const valid = Object.keys(errors).length === 0;

  const signIn = async () => {
    setFailure(null);
    let response: LoginResponse;
    try {
      response = await login({ user_id: userId.trim(), password }).unwrap();
    } catch (error) {
      setFailure(errorDetail(error, 'Invalid login credentials'));
      return;
    }
    rememberUserId(remember ? userId.trim() : null);
    dispatch(sessionStarted(response));
    await navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!valid || isLoading) return;
    void signIn();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure && (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{failure}</span>
        </div>
      )}
      <TextField
        label="User ID"
        hint="Your user ID, e-mail or phone number (with or without the country code)"
        name="user_id"
        autoComplete="username"
        value={userId}
        onChange={(event) => {
          setUserId(event.target.value);
        }}
        onBlur={() => {
          setTouched((state) => ({ ...state, userId: true }));
        }}
        error={touched.userId ? errors.userId : undefined}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
        onBlur={() => {
          setTouched((state) => ({ ...state, password: true }));
        }}
        error={touched.password ? errors.password : undefined}
        required
      />
      <Link to="/forgot-password" className="link link-primary -mt-2 self-end text-sm">
        Forgot password?
      </Link>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm checkbox-primary"
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        Remember me
      </label>
      <button type="submit" className="btn btn-primary mt-2" disabled={!valid || isLoading}>
        {isLoading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Sign In
      </button>
      <p className="text-center text-sm">
        New to SiteSage?{' '}
        <Link to="/register" className="link link-primary">
          Create an account
        </Link>
      </p>
    </form>
  );
}
