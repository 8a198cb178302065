import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Captures what `page` shows now at its own (desktop) size into `{folder}{name}-1280.png`, then opens
 * the same address in a new page of its browser context at a phone's 390 × 844 into
 * `{folder}{name}-390.png`, and fails if anything there is wider than the phone's screen.
 * `prepare` brings the phone's page to the same state when the address does not hold it (an open
 * drawer, a generated result).
 */
export async function shootBothSizes(
  page: Page,
  folder: string,
  name: string,
  prepare?: (phone: Page) => Promise<void>,
): Promise<void> {
  // The desktop shell's header and sidebar are fixed, which full-page captures misplace.
  await page.screenshot({ path: `${folder}${name}-1280.png` });
  // A fresh page at the phone's size: resizing this one would catch menus mid-slide.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(page.url());
  await phone.waitForLoadState('networkidle');
  if (prepare) await prepare(phone);
  await phone.screenshot({ path: `${folder}${name}-390.png`, fullPage: true });
  const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${name} overflows sideways on a phone`).toBeLessThanOrEqual(0);
  await phone.close();
}
