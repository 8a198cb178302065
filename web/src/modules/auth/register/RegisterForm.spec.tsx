// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const change = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

async function fillValidForm() {
  await screen.findByLabelText('Full Name');
  change('Full Name', 'Asha Rao');
  change('Email', 'asha@example.com');
  change('Phone', '98765 43210');
  change('Password', 'secret1');
  change('Confirm Password', 'secret1');
  fireEvent.click(screen.getByLabelText(/I agree to the/));
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
};

describe('sign-up form', () => {
  it('lists what is missing when submitted empty, and sends nothing', async () => {
    const api = fakeApi({});
    renderApp('/register');
    await screen.findByLabelText('Full Name');
    submit();

    for (const message of [
      'Name is required',
      'Enter a valid email address',
      'Phone number is required',
      'Password must be at least 6 characters.',
      'Passwords do not match.',
      'Please accept the Terms & Conditions to continue.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(api.requests).toHaveLength(0);
  });

  it('explains short and mismatched passwords', async () => {
    renderApp('/register');
    await fillValidForm();
    change('Password', 'abc');
    change('Confirm Password', 'abd');
    submit();

    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
  });

  it('asks for the country code when "Other" is chosen and the number lacks one', async () => {
    renderApp('/register');
    await fillValidForm();
    change('Country code', '');
    submit();

    expect(screen.getByText('Please enter a valid phone number with country code')).toBeTruthy();
  });

  it('links to the terms and to sign-in', async () => {
    renderApp('/register');
    await screen.findByLabelText('Full Name');

    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/legal#terms-of-service',
    );
    // The form's own link, and the header's (shown on wide screens).
    const signIn = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIn.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
  });

  it('sends the phone with its dial code and moves on to the code step', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/register': () => Response.json({ user_id: 'U2002' }, { status: 201 }),
    });
    renderApp('/register');
    await fillValidForm();
    change('Country code', '+44');
    change('Phone', '7700-900 123');
    submit();

    expect(await screen.findByLabelText('Digit 1')).toBeTruthy();
    expect(screen.getByText(/Your user ID is/).textContent).toBe(
      'Your user ID is U2002 — you will sign in with it.',
    );
    expect(await api.sent('POST /api/v1/auth/register')[0]?.json()).toEqual({
      full_name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+447700900123',
      password: 'secret1',
    });
  });

  it("shows the server's reason when the account cannot be created", async () => {
    fakeApi({ 'POST /api/v1/auth/register': () => errorResponse(409, 'This email is already registered') });
    renderApp('/register');
    await fillValidForm();
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('This email is already registered');
  });

  it("falls back to 'Registration failed' without a reason", async () => {
    fakeApi({ 'POST /api/v1/auth/register': () => new Response('', { status: 500 }) });
    renderApp('/register');
    await fillValidForm();
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');
  });
});
