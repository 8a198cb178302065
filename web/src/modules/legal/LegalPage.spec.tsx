// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { fakeApi } from '../../testing/fake-api';
import { currentUrl, renderApp } from '../../testing/renderApp';
import { recordScrollIntoView } from '../../testing/scroll-into-view';

cleanUpAfterEachTest();

const MENU = [
  ['privacy-policy', 'Privacy Policy'],
  ['data-security', 'Data Security'],
  ['terms-of-service', 'Terms of Service'],
  ['user-rights', 'User Rights'],
  ['shipping-delivery', 'Shipping & Delivery'],
  ['refund-policy', 'Refund Policy'],
  ['contact', 'Contact'],
] as const;

const scrolledTo = recordScrollIntoView();

function section(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`no section #${id}`);
  return element;
}

/** The time span a section's timeline promises for `what`. */
function timeline(sectionId: string, what: string): string {
  const term = Array.from(section(sectionId).querySelectorAll('dt')).find((dt) => dt.textContent === what);
  return term?.nextElementSibling?.textContent ?? '';
}

function openLegal(path = '/legal') {
  const api = fakeApi({
    'GET /api/v1/support/channels': () =>
      Response.json({ email: 'support@example.com', whatsapp: '+919812345678' }),
  });
  return { api, ...renderApp(path) };
}

describe('legal page', () => {
  it('has the seven sections in menu order, each linked from the menu by its fragment', async () => {
    openLegal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal' })).toBeTruthy();

    const menu = screen.getByRole('navigation', { name: 'Legal sections' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
      MENU.map(([id, title]) => [`/legal#${id}`, title]),
    );
    const sections = Array.from(document.querySelectorAll('section[aria-labelledby]'));
    expect(sections.map((element) => element.id)).toEqual(MENU.map(([id]) => id));
    for (const [id, title] of MENU) {
      expect(within(section(id)).getByRole('heading', { level: 2 }).textContent).toBe(title);
    }
    expect(screen.getByText('22 November 2026').closest('time')?.getAttribute('datetime')).toBe('2026-11-22');
  });

  it('states the delivery and refund timelines', async () => {
    openLegal();
    await screen.findByRole('heading', { level: 1, name: 'Legal' });

    expect(timeline('shipping-delivery', 'Paid plan activation')).toMatch(/^24-48 hours/);
    expect(timeline('shipping-delivery', 'Enterprise customisation')).toMatch(/^7-14 business days/);
    expect(timeline('shipping-delivery', 'Consulting sessions')).toMatch(/^3-5 business days/);
    expect(section('shipping-delivery').textContent).toContain('Nothing is shipped to you');

    expect(timeline('refund-policy', 'Failed transactions')).toMatch(/^5-7 business days/);
    expect(timeline('refund-policy', 'Duplicate payments')).toMatch(/^7-10 business days/);
    expect(timeline('refund-policy', 'Cancellations')).toMatch(/^30 days.*by you or by SiteSage/);
    expect(section('refund-policy').textContent).toContain(
      'Every refund goes back to the original payment method',
    );
  });

  it('goes to a section from the menu: the address names it, the page scrolls there', async () => {
    const { router } = openLegal();
    await screen.findByRole('heading', { level: 1, name: 'Legal' });
    const menu = screen.getByRole('navigation', { name: 'Legal sections' });

    fireEvent.click(within(menu).getByRole('link', { name: 'Refund Policy' }));

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/legal#refund-policy');
    });
    await waitFor(() => {
      expect(scrolledTo()).toContain('refund-policy');
    });
    expect(document.activeElement).toBe(within(section('refund-policy')).getByRole('heading', { level: 2 }));
    expect(within(menu).getByRole('link', { name: 'Refund Policy' }).getAttribute('aria-current')).toBe(
      'location',
    );

    // Back goes to where the reader was: a fragment is a history entry.
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/legal');
  });

  it('opens at the section a link names', async () => {
    openLegal('/legal#terms-of-service');
    await screen.findByRole('heading', { level: 1, name: 'Legal' });
    await waitFor(() => {
      expect(scrolledTo()).toContain('terms-of-service');
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Legal sections' }))
        .getByRole('link', { name: 'Terms of Service' })
        .getAttribute('aria-current'),
    ).toBe('location');
  });

  it('gives the support email and WhatsApp in its contact section', async () => {
    openLegal();
    await screen.findByRole('heading', { level: 1, name: 'Legal' });
    const contact = section('contact');
    expect(
      (await within(contact).findByRole('link', { name: /support@example\.com/ })).getAttribute('href'),
    ).toBe('mailto:support@example.com');
    expect(
      within(contact)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/919812345678');
    expect(within(contact).getByRole('link', { name: 'Contact page' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });
});
