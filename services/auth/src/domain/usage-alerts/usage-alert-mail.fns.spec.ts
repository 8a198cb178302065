import { describe, expect, it } from 'vitest';
import { usageAlertMail } from './usage-alert-mail.fns.js';

const facts = {
  fullName: 'Asha Rao',
  plan: 'FREE',
  threshold: 80,
  conversations: 80,
  quota: 100,
  cycleStart: new Date('2026-06-01T00:00:00Z'),
  cycleEnd: new Date('2026-07-01T00:00:00Z'),
  publicUrl: 'https://app.sitesage.example/',
};

describe('usageAlertMail', () => {
  it('at 80 % says how many are used of the plan, what happens when all are, and links the plan page', () => {
    const mail = usageAlertMail(facts);
    expect(mail.subject).toBe("Your agents have used 80 % of this billing cycle's conversations");
    expect(mail.text).toBe(
      [
        'Hello Asha Rao,',
        "Your SiteSage agents have used 80 % of this billing cycle's conversations: 80 of 100 on the Free plan (1 June 2026 – 1 July 2026).",
        "When all 100 are used, new visitors can't start a chat until 1 July 2026; chats already under way go on. To keep answering every visitor, see your plan:\nhttps://app.sitesage.example/admin/user/plan",
        'You get this e-mail because plan usage alerts are on. You can turn them off in your profile:\nhttps://app.sitesage.example/admin/user/profile',
        'SiteSage\n',
      ].join('\n\n'),
    );
  });

  it('at 100 % says every conversation is used and what visitors see until a paid cycle renews', () => {
    const mail = usageAlertMail({
      ...facts,
      plan: 'BASIC',
      threshold: 100,
      conversations: 10_000,
      quota: 10_000,
      // A subscription's own cycle, not a calendar month.
      cycleStart: new Date('2026-12-14T09:30:00Z'),
      cycleEnd: new Date('2027-01-14T09:30:00Z'),
    });
    expect(mail.subject).toBe("Your agents have used all of this billing cycle's conversations");
    expect(mail.text).toContain(
      "Your SiteSage agents have used all 10,000 of this billing cycle's conversations on the Basic plan (14 December 2026 – 14 January 2027).",
    );
    expect(mail.text).toContain(
      "Until 14 January 2027, visitors who start a new chat are told it isn't taking new conversations right now",
    );
    expect(mail.text).toContain(
      'Upgrade your plan to answer new visitors again today:\nhttps://app.sitesage.example/admin/user/plan',
    );
  });

  it('keeps a path under PUBLIC_URL in its links', () => {
    const mail = usageAlertMail({ ...facts, publicUrl: 'https://example.com/sitesage' });
    expect(mail.text).toContain('https://example.com/sitesage/admin/user/plan');
  });

  it("writes the owner's name into the HTML as text, never as markup", () => {
    const mail = usageAlertMail({ ...facts, fullName: '<img src=x onerror=alert(1)> & "Co"' });
    expect(mail.html).toContain('<p>Hello &#60;img src=x onerror=alert(1)&#62; &#38; &#34;Co&#34;,</p>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '<a href="https://app.sitesage.example/admin/user/plan">https://app.sitesage.example/admin/user/plan</a>',
    );
  });
});
