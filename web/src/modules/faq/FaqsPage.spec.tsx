// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { fakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';

cleanUpAfterEachTest();

type Channels = { email: string; whatsapp: string | null };

async function openFaqs(channels: Channels = { email: 'help@example.com', whatsapp: '+919812345678' }) {
  fakeApi({ 'GET /api/v1/support/channels': () => Response.json(channels) });
  renderApp('/faqs');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  const list = screen.getByRole('region', { name: 'Questions and answers' });
  return {
    questions: () => within(list).getAllByRole('button'),
    /** The answers a visitor can see now (closed ones are hidden). */
    openAnswers: () => within(list).queryAllByRole('region'),
  };
}

const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

describe('FAQ page', () => {
  it('asks the fifteen questions in the order of the topics', async () => {
    const { questions } = await openFaqs();
    expect(questions().map((button) => button.textContent)).toEqual([
      'What is SiteSage?',
      'How do I add SiteSage to my website?',
      'Which AI models does SiteSage use?',
      'Can I train SiteSage on my own data?',
      'Which languages does SiteSage speak?',
      'Is there a free plan?',
      'What paid plans do you offer?',
      'Can SiteSage automate my customer support?',
      'Is my data secure?',
      'Does SiteSage work with my CRM?',
      'How is sensitive data handled?',
      'What support do you offer?',
      'Do I need technical skills to set it up?',
      'Can I customize the chatbot?',
      'How do I get started?',
    ]);
  });

  it('opens the first answer to begin with, and only that one', async () => {
    const { questions, openAnswers } = await openFaqs();
    const [first] = questions();
    expect(questions().filter(expanded)).toEqual([first]);
    expect(openAnswers()).toHaveLength(1);
    expect(openAnswers()[0]?.textContent).toContain('SiteSage turns your website');
    expect(screen.getByRole('region', { name: 'What is SiteSage?' })).toBeTruthy();
  });

  it('closes the open answer when another is opened', async () => {
    const { questions, openAnswers } = await openFaqs();
    const firstAnswer = document.getElementById(questions()[0]!.getAttribute('aria-controls')!)!;
    fireEvent.click(screen.getByRole('button', { name: 'Which AI models does SiteSage use?' }));

    expect(
      questions()
        .filter(expanded)
        .map((button) => button.textContent),
    ).toEqual(['Which AI models does SiteSage use?']);
    expect(openAnswers()).toHaveLength(1);
    expect(openAnswers()[0]?.textContent).toContain('OpenAI, Gemini and Anthropic');
    expect(firstAnswer.hidden).toBe(true);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const { questions, openAnswers } = await openFaqs();
    fireEvent.click(screen.getByRole('button', { name: 'What is SiteSage?' }));

    expect(questions().filter(expanded)).toHaveLength(0);
    expect(openAnswers()).toHaveLength(0);
  });

  it('ties each question to its answer for assistive technology', async () => {
    const { questions } = await openFaqs();
    for (const button of questions()) {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });
  it('promises only the support channels the server is configured with', async () => {
    const { questions } = await openFaqs({ email: 'help@example.com', whatsapp: null });
    const support = questions().find((button) => button.textContent === 'What support do you offer?');
    if (!support) throw new Error('no support question');
    fireEvent.click(support);
    const answer = await screen.findByText(/^Every plan can reach us by email from the Contact page/);
    expect(answer.textContent).not.toMatch(/WhatsApp/);
    expect(screen.getByText(/^Write to us by email, or send a message/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/WhatsApp/);
  });

  it('names WhatsApp when a support number is configured', async () => {
    await openFaqs();
    expect(await screen.findByText(/^Write to us by email or WhatsApp, or send a message/)).toBeTruthy();
  });
});
