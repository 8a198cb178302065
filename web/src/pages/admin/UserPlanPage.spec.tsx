// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../modules/auth/auth.types';
import type { CurrentAccount } from '../../modules/billing/billing.types';
import { testCatalogue, testPlan } from '../../modules/billing/test-catalogue';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, type FakeRoute } from '../../testing/fake-api';
import { openSignedIn } from '../../testing/signed-in-app';
import { testUser } from '../../testing/test-session';

cleanUpAfterEachTest();

const freeOwner: User = { ...testUser, plan: 'FREE', account_type: 'FREE', billing_cycle: '' };
const basicOwner: User = { ...testUser, plan: 'BASIC', account_type: 'BASIC', billing_cycle: 'MONTHLY' };

const checkout = { key_id: 'rzp_test_1', script_url: '/checkout.js' };

/** GET payment/subscriptions/current for `user`, as billing answers it. */
function accountOf(user: User, changes: Partial<CurrentAccount> = {}): CurrentAccount {
  const plan = testPlan(user.plan);
  return {
    plan: user.plan,
    account_type: user.plan,
    billing_cycle: user.billing_cycle,
    payments_configured: true,
    checkout,
    limits: plan.limits,
    cycle_start: '2026-11-01T00:00:00Z',
    cycle_end: '2026-12-01T00:00:00Z',
    subscription:
      user.plan === 'FREE'
        ? null
        : {
            subscription_id: 'sub_1',
            plan_type: user.plan,
            billing_cycle: user.billing_cycle,
            status: 'active',
            current_period_start: '2026-11-01T00:00:00Z',
            current_period_end: '2026-12-01T00:00:00Z',
            cancel_at_cycle_end: false,
          },
    usage: {
      agents: { used: 1, limit: plan.limits.agents },
      conversations: { used: 12, limit: plan.limits.conversations_per_cycle },
      training_sets: { used: 0, limit: plan.limits.training_sets },
    },
    ...changes,
  };
}

type CheckoutScript = (window: {
  subscription_id: string;
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
  /** Razorpay's `payment.failed` event: the window stays open for another try. */
  fail: (response: unknown) => void;
}) => void;

/** Stands in for Razorpay's checkout.js: `script` plays what the payer does in the window. */
function fakeCheckout(script: CheckoutScript) {
  const opened: string[] = [];
  class Razorpay {
    private failed: (response: unknown) => void = () => undefined;
    constructor(private readonly options: Omit<Parameters<CheckoutScript>[0], 'fail'>) {}
    on(_event: 'payment.failed', listener: (response: unknown) => void) {
      this.failed = listener;
    }
    open() {
      opened.push(this.options.subscription_id);
      script({
        ...this.options,
        fail: (response) => {
          this.failed(response);
        },
      });
    }
  }
  vi.stubGlobal('Razorpay', Razorpay);
  return { opened };
}

const paid: CheckoutScript = (options) => {
  options.handler({
    razorpay_payment_id: 'pay_1',
    razorpay_subscription_id: options.subscription_id,
    razorpay_signature: 'sig',
  });
};

function openPlanPage(user: User, routes: Record<string, FakeRoute> = {}, path = '/admin/user/plan') {
  return openSignedIn(path, {
    'GET /api/v1/auth/current-user': () => Response.json(user),
    'GET /api/v1/payment/offers/current-user': () => Response.json({ data: [], total: 0 }),
    'GET /api/v1/payment/plans': () => Response.json(testCatalogue),
    'GET /api/v1/payment/subscriptions/current': () => Response.json(accountOf(user)),
    'GET /api/v1/payment/payments': () => Response.json({ data: [], total: 0 }),
    'POST /api/v1/payment/subscriptions/subscription': () =>
      Response.json({ subscription_id: 'sub_9', requires_checkout: true, checkout }),
    'POST /api/v1/payment/subscriptions/verify-payment': () =>
      Response.json({ verified: true, account: accountOf(user) }),
    ...routes,
  });
}

const row = (plan: string) => screen.getByRole('row', { name: `${plan} plan` });

async function planTable() {
  return screen.findByRole('table', { name: 'Plans' });
}

describe('plan page', { timeout: 15_000 }, () => {
  it('shows a Free owner Current Plan on Free, Upgrade above it, Contact Us for Enterprise and no Cancel', async () => {
    openPlanPage(freeOwner);
    await planTable();
    expect(within(row('Free')).getByText('Current Plan')).toBeTruthy();
    expect(within(row('Free')).queryByRole('button')).toBeNull();
    expect(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' })).toBeTruthy();
    expect(within(row('Pro')).getByRole('button', { name: 'Upgrade — Pro plan' })).toBeTruthy();
    expect(
      within(row('Enterprise')).getByRole('link', { name: 'Contact Us — Enterprise plan' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel Plan/ })).toBeNull();
  });

  it('shows a Basic owner Cancel Plan on Basic only, and Upgrade only on Pro', async () => {
    openPlanPage(basicOwner);
    await planTable();
    expect(within(row('Basic')).getByText('Current Plan')).toBeTruthy();
    expect(within(row('Basic')).getByRole('button', { name: 'Cancel Plan — Basic plan' })).toBeTruthy();
    expect(within(row('Free')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Upgrade/ }).map((b) => b.textContent)).toEqual([
      'Upgrade — Pro plan',
    ]);
  });

  it('applies the first offer to the prices, rounded, for the cycle chosen', async () => {
    const { api } = openPlanPage(freeOwner, {
      'GET /api/v1/payment/offers/current-user': () =>
        Response.json({
          data: [
            { id: 'o1', display_text: 'Diwali offer: 20% off', discount: { discount_value: 20 } },
            { id: 'o2', display_text: 'Second offer', discount: { discount_value: 50 } },
          ],
          total: 2,
        }),
    });
    await planTable();
    expect(await screen.findByText('Diwali offer: 20% off')).toBeTruthy();
    expect(screen.queryByText('Second offer')).toBeNull();
    expect(within(row('Basic')).getByText('₹3,999')).toBeTruthy(); // 4,999 less 20 % = 3,999.2
    expect(within(row('Basic')).getByText('₹4,999').tagName).toBe('DEL');
    expect(within(row('Pro')).getByText('₹7,999')).toBeTruthy(); // 7,999.2

    fireEvent.click(screen.getByRole('radio', { name: 'Yearly Save 2 months' }));
    expect(within(row('Basic')).getByText('₹39,999')).toBeTruthy(); // 39,999.2
    expect(within(row('Pro')).getByText('₹79,999')).toBeTruthy(); // 79,999.2
    expect(within(row('Basic')).getByText('Save 2 months')).toBeTruthy();

    const offerCall = api.sent('GET /api/v1/payment/offers/current-user')[0];
    expect(new URL(offerCall?.url ?? '').search).toBe('?limit=10&offset=0');
  });

  it('upgrades through Checkout, verifies, and polls the user until billing has moved the plan', async () => {
    const { opened } = fakeCheckout(paid);
    // Billing moves the plan once the payment is verified (in production: when Razorpay says so).
    let verified = false;
    const { api } = openPlanPage(freeOwner, {
      'GET /api/v1/auth/current-user': () => Response.json(verified ? basicOwner : freeOwner),
      'POST /api/v1/payment/subscriptions/verify-payment': () => {
        verified = true;
        return Response.json({ verified: true, account: accountOf(basicOwner) });
      },
    });
    await planTable();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly Save 2 months' }));
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' }));

    expect(await screen.findAllByText('Please wait while we are verifying your payment.')).not.toHaveLength(
      0,
    );
    const created = api.sent('POST /api/v1/payment/subscriptions/subscription')[0];
    expect(new URL(created?.url ?? '').search).toBe('?plan_type=BASIC&billing_cycle=YEARLY');
    expect(opened).toEqual(['sub_9']);
    expect(await api.sent('POST /api/v1/payment/subscriptions/verify-payment')[0]?.json()).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_9',
      razorpay_signature: 'sig',
      subscription_id: 'sub_9',
    });

    await waitFor(
      () => {
        expect(within(row('Basic')).getByText('Current Plan')).toBeTruthy();
      },
      { timeout: 8000 },
    );
    expect(screen.getByText('BASIC plan')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByText('You are now on the Basic plan.')).toBeTruthy();
      expect(
        screen.queryByText('Please wait while we are verifying your payment.', {
          selector: '.alert-info span',
        }),
      ).toBeNull();
    });
  }, 15_000);

  it("says 'Payment declined' when the Checkout is closed, and verifies nothing", async () => {
    fakeCheckout((options) => {
      options.modal.ondismiss();
    });
    const { api } = openPlanPage(freeOwner);
    await planTable();
    fireEvent.click(within(row('Pro')).getByRole('button', { name: 'Upgrade — Pro plan' }));
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    expect(api.sent('POST /api/v1/payment/subscriptions/verify-payment')).toHaveLength(0);
    expect(within(row('Pro')).getByRole('button', { name: 'Upgrade — Pro plan' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("shows a BAD_REQUEST_ERROR's description and verifies nothing", async () => {
    fakeCheckout((options) => {
      options.handler({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card has expired.' } });
    });
    const { api } = openPlanPage(freeOwner);
    await planTable();
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' }));
    expect(await screen.findByText('Your card has expired.')).toBeTruthy();
    expect(api.sent('POST /api/v1/payment/subscriptions/verify-payment')).toHaveLength(0);
  });

  it('after a failed attempt and a close, shows the failure rather than Payment declined', async () => {
    fakeCheckout((window) => {
      window.fail({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment was cancelled by the bank.' },
      });
      window.modal.ondismiss();
    });
    const { api } = openPlanPage(freeOwner);
    await planTable();
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' }));
    expect(await screen.findByText('Payment was cancelled by the bank.')).toBeTruthy();
    expect(screen.queryByText('Payment declined')).toBeNull();
    expect(api.sent('POST /api/v1/payment/subscriptions/verify-payment')).toHaveLength(0);
  });

  it('says the payment failed when billing does not verify it, and does not poll', async () => {
    fakeCheckout(paid);
    openPlanPage(freeOwner, {
      'POST /api/v1/payment/subscriptions/verify-payment': () =>
        Response.json({ verified: false, account: accountOf(freeOwner) }),
    });
    await planTable();
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' }));
    expect(await screen.findByText('Payment failed. Please contact the site admin.')).toBeTruthy();
    expect(screen.queryByText('Please wait while we are verifying your payment.')).toBeNull();
  });

  it('says payments are not configured when the installation has no Razorpay key', async () => {
    const { api } = openPlanPage(freeOwner, {
      'GET /api/v1/payment/subscriptions/current': () =>
        Response.json(accountOf(freeOwner, { payments_configured: false, checkout: null })),
    });
    await planTable();
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' }));
    expect(await screen.findByText('Payments are not configured on this installation.')).toBeTruthy();
    expect(api.sent('POST /api/v1/payment/subscriptions/subscription')).toHaveLength(0);
  });

  it('only stops loading when the subscription cannot be created', async () => {
    const { opened } = fakeCheckout(paid);
    const { api } = openPlanPage(freeOwner, {
      'POST /api/v1/payment/subscriptions/subscription': () => errorResponse(503, 'Billing is unavailable'),
    });
    await planTable();
    const upgrade = within(row('Basic')).getByRole('button', { name: 'Upgrade — Basic plan' });
    fireEvent.click(upgrade);
    await waitFor(() => {
      expect(api.sent('POST /api/v1/payment/subscriptions/subscription')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(upgrade).toHaveProperty('disabled', false);
    });
    expect(opened).toEqual([]);
    expect(screen.queryByRole('status', { name: /Billing is unavailable/ })).toBeNull();
  });

  it('says payments are not configured when billing refuses the subscription for that reason', async () => {
    openPlanPage(freeOwner, {
      'POST /api/v1/payment/subscriptions/subscription': () =>
        errorResponse(409, 'Payments are not configured on this installation.'),
    });
    await planTable();
    fireEvent.click(within(row('Pro')).getByRole('button', { name: 'Upgrade — Pro plan' }));
    expect(await screen.findByText('Payments are not configured on this installation.')).toBeTruthy();
  });

  it('moves a paid plan to a higher one without a payment window when billing needs none', async () => {
    const { opened } = fakeCheckout(paid);
    let moved = false;
    const { api } = openPlanPage(basicOwner, {
      'GET /api/v1/auth/current-user': () =>
        Response.json(moved ? { ...basicOwner, plan: 'PRO', account_type: 'PRO' } : basicOwner),
      'POST /api/v1/payment/subscriptions/subscription': () => {
        moved = true;
        return Response.json({ subscription_id: 'sub_1', requires_checkout: false, checkout });
      },
    });
    await planTable();
    fireEvent.click(within(row('Pro')).getByRole('button', { name: 'Upgrade — Pro plan' }));
    await waitFor(
      () => {
        expect(within(row('Pro')).getByText('Current Plan')).toBeTruthy();
      },
      { timeout: 8000 },
    );
    expect(opened).toEqual([]);
    expect(api.sent('POST /api/v1/payment/subscriptions/verify-payment')).toHaveLength(0);
  });

  it('asks before cancelling with the spec’s words, then cancels at the cycle end', async () => {
    const { api } = openPlanPage(basicOwner, {
      'PUT /api/v1/payment/subscriptions/cancel': () => Response.json(accountOf(basicOwner)),
    });
    await planTable();
    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Cancel Plan — Basic plan' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Plan?' })).getByRole('button', {
        name: 'Keep my plan',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('PUT /api/v1/payment/subscriptions/cancel')).toHaveLength(0);

    fireEvent.click(within(row('Basic')).getByRole('button', { name: 'Cancel Plan — Basic plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Plan?' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to cancel your Basic plan? You will be downgraded to the Free plan.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Plan' }));
    await waitFor(() => {
      expect(api.sent('PUT /api/v1/payment/subscriptions/cancel')).toHaveLength(1);
    });
    expect(await screen.findByText(/moves to the Free plan when the paid period ends/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the checkout of the plan chosen before sign-up (?checkout=basic) once', async () => {
    const { opened } = fakeCheckout((options) => {
      options.modal.ondismiss();
    });
    const { api, router } = openPlanPage(freeOwner, {}, '/admin/user/plan?checkout=basic');
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    const created = api.sent('POST /api/v1/payment/subscriptions/subscription');
    expect(created.map((request) => new URL(request.url).search)).toEqual([
      '?plan_type=BASIC&billing_cycle=MONTHLY',
    ]);
    expect(opened).toEqual(['sub_9']);
    expect(router.state.location.search).toBe('');
  });

  it('shows usage against the limits, with a notice at 80 % and at 100 %', async () => {
    openPlanPage(freeOwner, {
      'GET /api/v1/payment/subscriptions/current': () =>
        Response.json(
          accountOf(freeOwner, {
            usage: {
              agents: { used: 1, limit: 1 },
              conversations: { used: 85, limit: 100 },
              training_sets: { used: 2, limit: 100 },
            },
          }),
        ),
    });
    const usageCard = await screen.findByRole('region', { name: 'Usage' });
    expect(
      within(usageCard).getByText('Agents: 1 of 1 used, the limit of your plan. Upgrade your plan for more.'),
    ).toBeTruthy();
    expect(
      within(usageCard).getByText(
        "Conversations this cycle: 85 of 100 used, 80% or more of your plan's limit.",
      ),
    ).toBeTruthy();
    expect(within(usageCard).queryByText(/^Training sets:/)).toBeNull();
    expect(within(usageCard).getByRole('progressbar', { name: 'Training sets: 2 of 100 used' })).toBeTruthy();
  });

  it('lists past payments with date, amount and status', async () => {
    openPlanPage(basicOwner, {
      'GET /api/v1/payment/payments': () =>
        Response.json({
          data: [
            {
              payment_id: 'pay_2',
              paid_at: '2026-11-01T10:00:00Z',
              amount: 4999,
              currency: 'INR',
              status: 'captured',
              plan_type: 'BASIC',
              billing_cycle: 'MONTHLY',
            },
          ],
          total: 1,
        }),
    });
    const table = await screen.findByRole('table', { name: 'Past payments' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1 Nov 2026', '₹4,999Basic, monthly', 'captured']);
  });
});
