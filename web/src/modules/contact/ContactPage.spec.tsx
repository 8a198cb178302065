// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, fakeApi, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';

cleanUpAfterEachTest();

const THANK_YOU = "Thank you! Your message has been sent. We'll get back to you soon.";

const channelsOk: FakeRoute = () =>
  Response.json({ email: 'support@example.com', whatsapp: '+919812345678' });
const stored: FakeRoute = () =>
  Response.json({ id: 'm1', received_at: '2026-11-22T10:00:00.000Z' }, { status: 201 });

function openContact(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/v1/support/channels': channelsOk,
    'POST /api/v1/support/messages': stored,
    ...routes,
  });
  renderApp('/contact-us');
  return api;
}

/** The form's fields by label: 'Name', 'Email' or 'Message'. */
const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

async function fillForm(values: { name: string; email: string; message: string }) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: values.name } });
  fireEvent.change(field('Email'), { target: { value: values.email } });
  fireEvent.change(field('Message'), { target: { value: values.message } });
}

const send = () => {
  fireEvent.click(screen.getByRole('button', { name: /Send message|Sending/ }));
};

const typed = { name: ' Asha Rao ', email: 'asha@example.com', message: 'Do you support Hindi?\nThanks' };

describe('contact page', () => {
  it("links to the support team's email and WhatsApp as configured", async () => {
    openContact();
    const email = await screen.findByRole('link', { name: /support@example\.com/ });
    expect(email.getAttribute('href')).toBe('mailto:support@example.com');
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919812345678');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
  });

  it('has no WhatsApp link when support has no WhatsApp number', async () => {
    openContact({
      'GET /api/v1/support/channels': () => Response.json({ email: 'help@example.com', whatsapp: null }),
    });
    expect(await screen.findByRole('link', { name: /help@example\.com/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('still offers the form when the support addresses cannot be loaded', async () => {
    const api = openContact({ 'GET /api/v1/support/channels': () => errorResponse(503, 'Unavailable') });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    await vi.waitFor(() => {
      expect(api.sent('GET /api/v1/support/channels')).toHaveLength(1);
    });
    expect(screen.queryByRole('link', { name: /support@example\.com|WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('sends nothing until every field is filled in, and says what is missing', async () => {
    const api = openContact();
    await screen.findByRole('textbox', { name: 'Name' });
    send();

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your email address, so we can reply.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your name.',
    );
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Asha' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@' } });
    send();
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(api.sent('POST /api/v1/support/messages')).toHaveLength(0);
    expect(screen.queryByText(THANK_YOU)).toBeNull();
  });

  it('sends the message, then thanks the sender after 2 seconds and empties the form', async () => {
    const api = openContact();
    await fillForm(typed);
    vi.useFakeTimers();
    send();

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(api.sent('POST /api/v1/support/messages')).toHaveLength(1);
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sending…' });
    expect(button.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(screen.getByRole('status')).getByText(THANK_YOU)).toBeTruthy();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();

    vi.useRealTimers();
    const [request] = api.sent('POST /api/v1/support/messages');
    expect(request?.headers.get('Content-Type')).toContain('application/json');
    expect(await request?.json()).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Do you support Hindi?\nThanks',
    });
  });

  it('says why a message was refused and keeps everything typed', async () => {
    openContact({
      'POST /api/v1/support/messages': () => {
        const response = errorResponse(
          429,
          'Too many messages from this address. Please try again in a minute.',
        );
        response.headers.set('Retry-After', '60');
        return response;
      },
    });
    await fillForm(typed);
    send();

    expect(
      await screen.findByText('Too many messages from this address. Please try again in a minute.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many messages');
    expect(field('Name').value).toBe(typed.name);
    expect(field('Email').value).toBe(typed.email);
    expect(field('Message').value).toBe(typed.message);
    expect(screen.queryByText(THANK_YOU)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' }).disabled).toBe(false);
  });

  it("puts the server's complaint about a field next to that field", async () => {
    openContact({
      'POST /api/v1/support/messages': () =>
        Response.json(
          {
            detail: 'Enter a valid email address',
            code: 'INVALID_ARGUMENT',
            request_id: 'r1',
            field: 'email',
          },
          { status: 400 },
        ),
    });
    await fillForm(typed);
    send();

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(field('Name').value).toBe(typed.name);
  });

  it('explains a lost connection and keeps the message', async () => {
    openContact({
      'POST /api/v1/support/messages': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillForm(typed);
    send();

    expect(await screen.findByText(/could not reach SiteSage/)).toBeTruthy();
    expect(field('Message').value).toBe(typed.message);
  });
});
