import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';

/** How long a reply (retrieval, and the model when there is one) may take to arrive. */
export const replyArrives = { timeout: 30_000, interval: 250 };

/**
 * The visitor chat inside the widget's frame on a customer page, as a visitor uses it. `page` is
 * read at each use: test files open their page in beforeAll.
 */
export function chatFrame(page: () => Page) {
  const chat = (): FrameLocator => page().frameLocator('iframe[title]');
  /** The bubbles of the conversation (not the source links listed inside them). */
  const bubbles = () => chat().locator('ol[aria-label="Conversation"] > li');

  return {
    chat,
    bubbles,
    lastReply: () => bubbles().last(),

    /** Sends a question and waits until its reply is complete and the input is back. */
    ask: async (question: string): Promise<void> => {
      const before = await bubbles().count();
      await chat().getByLabel('Type your message').fill(question);
      await chat().getByRole('button', { name: 'Send' }).click();
      // The question and the reply bubble join the conversation; the input comes back when it is done.
      await expect.poll(() => bubbles().count(), replyArrives).toBeGreaterThanOrEqual(before + 2);
      await expect.poll(() => chat().getByLabel('Type your message').isEnabled(), replyArrives).toBe(true);
    },
  };
}
