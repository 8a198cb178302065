import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOwnerId, startBillingHarness, type BillingHarness } from './harness.js';

// The operator's offers tool (`npm run billing:offers`), run as the built program it is, against the
// same database a running billing service reads.
const cli = fileURLToPath(new URL('../dist/cli/offers.js', import.meta.url));

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
}, 120_000);
afterAll(async () => {
  await h.stop();
});

const ids = {};
const runOffers = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, DATABASE_URL: h.databaseUrl } },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
const offersFor = async (userId: string) =>
  (await h.client.ListOffers({ user_id: userId, limit: 10, offset: 0 }, ids)).offers.map((offer) => ({
    text: offer.display_text,
    basicMonthly: offer.prices.find((p) => p.plan_type === 'BASIC' && p.billing_cycle === 'MONTHLY')?.price,
  }));

// Each run is a Node process start (seconds on a busy two-core machine), hence the longer limit.
describe('npm run billing:offers', { timeout: 120_000 }, () => {
  it('adds an offer every owner sees at once, with its Razorpay offer applied at checkout, and ends it', async () => {
    const owner = newOwnerId();
    const added = await runOffers(
      'add',
      '--percent',
      '20',
      '--text',
      'Diwali: 20% off any plan',
      '--razorpay-offer',
      'offer_Diwali20',
    );
    expect(added).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('20% "Diwali: 20% off any plan"  every owner');
    expect(await offersFor(owner)).toEqual([{ text: 'Diwali: 20% off any plan', basicMonthly: 3_999 }]);

    const { subscription_id } = await h.client.CreateSubscription(
      { user_id: owner, plan_type: 'BASIC', billing_cycle: 'MONTHLY' },
      ids,
    );
    expect(h.razorpay?.subscriptions.get(subscription_id)?.offer_id).toBe('offer_Diwali20');

    const offerId = /^([0-9a-f-]{36}) /m.exec((await runOffers('list')).stdout)?.[1] ?? '';
    expect(await runOffers('end', offerId)).toMatchObject({ code: 0, stdout: `Ended offer ${offerId}.\n` });
    expect(await offersFor(owner)).toEqual([]);
    expect(await runOffers('end', offerId)).toMatchObject({ code: 1, stderr: `No open offer ${offerId}.\n` });
  });

  it("keeps one owner's offer to that owner", async () => {
    // A user id as auth makes them: eight Crockford base-32 characters.
    const owner = `7HQ2M${String(process.pid % 1000).padStart(3, '0')}`;
    const other = newOwnerId();
    const added = await runOffers(
      'add',
      '--percent',
      '50',
      '--text',
      'Welcome back',
      '--user',
      owner,
      '--razorpay-offer',
      'offer_Back50',
    );
    expect(added).toMatchObject({ code: 0 });
    expect(await offersFor(owner)).toContainEqual({ text: 'Welcome back', basicMonthly: 2_500 });
    expect(await offersFor(other)).not.toContainEqual(expect.objectContaining({ text: 'Welcome back' }));
  });

  it('refuses a bad offer with the reason and writes nothing', async () => {
    const before = (await runOffers('list')).stdout;
    const refused = await runOffers(
      'add',
      '--percent',
      '120',
      '--text',
      'Too good',
      '--razorpay-offer',
      'offer_X',
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--percent must be a whole number from 1 to 100');
    const noRazorpay = await runOffers('add', '--percent', '10', '--text', 'Shown but not given');
    expect(noRazorpay.stderr).toContain('--razorpay-offer must name the Razorpay offer');
    expect((await runOffers('list')).stdout).toBe(before);
  });
});
