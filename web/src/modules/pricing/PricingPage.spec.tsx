// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { renderApp } from '../../testing/renderApp';

cleanUpAfterEachTest();

async function openPricing() {
  renderApp('/pricing');
  await screen.findByRole('heading', { level: 1, name: 'Pricing' });
}

const planCard = (name: string) => screen.getByRole('article', { name });

describe('pricing page', () => {
  it('shows monthly prices first and yearly prices with their saving after the switch', async () => {
    await openPricing();
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: /^Yearly/ });
    expect((monthly as HTMLInputElement).checked).toBe(true);
    expect(within(planCard('Basic')).getByText('₹4,999')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('₹9,999')).toBeTruthy();
    expect(within(planCard('Basic')).queryByText('Save 2 months')).toBeNull();

    fireEvent.click(yearly);

    expect((yearly as HTMLInputElement).checked).toBe(true);
    const basic = planCard('Basic');
    expect(within(basic).getByText('₹49,999')).toBeTruthy();
    expect(within(basic).queryByText('₹4,999')).toBeNull();
    expect(within(basic).getByText('Save 2 months')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('₹99,999')).toBeTruthy();

    fireEvent.click(monthly);
    expect(within(planCard('Basic')).getByText('₹4,999')).toBeTruthy();
  });

  it('labels the yearly choice with its saving', async () => {
    await openPricing();
    expect(screen.getByRole('radio', { name: 'Yearly Save 2 months' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeTruthy();
  });

  it('shows Free as ₹0 and Enterprise as Custom whichever period is chosen', async () => {
    await openPricing();
    for (const period of ['Monthly', /^Yearly/] as const) {
      fireEvent.click(screen.getByRole('radio', { name: period }));
      expect(within(planCard('Free')).getByText('₹0')).toBeTruthy();
      expect(within(planCard('Enterprise')).getByText('Custom')).toBeTruthy();
    }
  });

  it('sends each plan’s button to the right place', async () => {
    await openPricing();
    const hrefs = ['Free', 'Basic', 'Pro', 'Enterprise'].map((plan) =>
      within(planCard(plan))
        .getByRole('link', { name: new RegExp(`${plan} plan$`) })
        .getAttribute('href'),
    );
    expect(hrefs).toEqual(['/register#free', '/register#basic', '/register#pro', '/contact-us']);
    expect(within(planCard('Pro')).getByRole('link', { name: 'Get Started — Pro plan' })).toBeTruthy();
  });

  it('marks Pro, and only Pro, as most popular', async () => {
    await openPricing();
    expect(within(planCard('Pro')).getByText('Most Popular')).toBeTruthy();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('lists what each plan includes', async () => {
    await openPricing();
    expect(within(planCard('Basic')).getByText('Up to 5 chatbots')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('WhatsApp integration')).toBeTruthy();
    expect(within(planCard('Enterprise')).getByText('24/7 support with SLA')).toBeTruthy();
    expect(within(planCard('Free')).getByText('100 AI conversations a month')).toBeTruthy();
  });
});
