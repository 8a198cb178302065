// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';
import { testLoginResponse, testUser } from '../../../testing/test-session';
import { testCatalogue } from '../../billing/test-catalogue';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Sign-up page, past step one, waiting for the code of user U2002. */
async function openCodeStep(routes: Record<string, FakeRoute>, path = '/register') {
  const api = fakeApi({
    'POST /api/v1/auth/register': () => Response.json({ user_id: 'U2002' }, { status: 201 }),
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    ...routes,
  });
  const app = renderApp(path);
  const change = (label: string, value: string) => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  await screen.findByLabelText('Full Name');
  change('Full Name', 'Asha Rao');
  change('Email', 'asha@example.com');
  change('Phone', '9876543210');
  change('Password', 'secret1');
  change('Confirm Password', 'secret1');
  fireEvent.click(screen.getByLabelText(/I agree to the/));
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByLabelText('Digit 1');
  return { ...app, api };
}

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`);

function typeCode(code: string) {
  code.split('').forEach((digit, i) => {
    fireEvent.change(box(i + 1), { target: { value: digit } });
  });
}

describe('sign-up code step', () => {
  it.each(['basic', 'pro'])(
    'after sign-up from #%s, goes to that plan’s checkout on the plan page',
    async (plan) => {
      const { router, api } = await openCodeStep(
        {
          'POST /api/v1/auth/verify-otp': () => Response.json(testLoginResponse()),
          'GET /api/v1/payment/plans': () => Response.json(testCatalogue),
          // Refused, so the test stops before Checkout: only which plan was asked for matters here.
          'POST /api/v1/payment/subscriptions/subscription': () => errorResponse(503, 'Billing is down'),
        },
        `/register#${plan}`,
      );
      typeCode('1234');
      await vi.waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/user/plan');
      }, 5000);
      // The plan page has started that plan's checkout, monthly.
      await vi.waitFor(() => {
        expect(
          api
            .sent('POST /api/v1/payment/subscriptions/subscription')
            .map((request) => new URL(request.url).search),
        ).toEqual([`?plan_type=${plan.toUpperCase()}&billing_cycle=MONTHLY`]);
      }, 5000);
    },
    15_000,
  );

  it('after sign-up from #free, starts a first agent as usual', async () => {
    const { router } = await openCodeStep(
      { 'POST /api/v1/auth/verify-otp': () => Response.json(testLoginResponse()) },
      '/register#free',
    );
    typeCode('1234');
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects/create');
    }, 5000);
  }, 15_000);

  it('verifies the code once the fourth digit is typed, then starts a first agent', async () => {
    const { api, router } = await openCodeStep({
      'POST /api/v1/auth/verify-otp': () => Response.json(testLoginResponse()),
    });
    typeCode('1234');

    expect(await screen.findByRole('heading', { name: 'Create an agent' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/projects/create');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(await api.sent('POST /api/v1/auth/verify-otp')[0]?.json()).toEqual({
      user_id: 'U2002',
      otp: '1234',
    });
  });

  it("shows the server's reason for a wrong code and empties the boxes", async () => {
    await openCodeStep({ 'POST /api/v1/auth/verify-otp': () => errorResponse(400, 'The code has expired') });
    typeCode('1234');

    expect((await screen.findByRole('alert')).textContent).toBe('The code has expired');
    expect([1, 2, 3, 4].map((n) => box(n).value).join('')).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it("falls back to 'Invalid OTP. Please try again.'", async () => {
    await openCodeStep({ 'POST /api/v1/auth/verify-otp': () => new Response('', { status: 500 }) });
    typeCode('9999');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP. Please try again.');
  });

  it('confirms a resent code', async () => {
    const { api } = await openCodeStep({
      'POST /api/v1/auth/resend-otp': () => Response.json({ detail: 'OTP sent' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect((await screen.findByRole('status')).textContent).toBe('A new OTP has been sent to your phone.');
    expect(await api.sent('POST /api/v1/auth/resend-otp')[0]?.json()).toEqual({ user_id: 'U2002' });
  });

  it('says when a code could not be resent', async () => {
    await openCodeStep({ 'POST /api/v1/auth/resend-otp': () => errorResponse(429, 'Too many attempts.') });
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to resend OTP.');
  });
});
