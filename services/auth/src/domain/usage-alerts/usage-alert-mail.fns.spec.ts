import { describe, expect, it } from 'vitest';
import { usageAlertMail } from './usage-alert-mail.fns.js';

const facts = {
  fullName: 'Asha Rao',
  plan: 'FREE',
  threshold: 80,
  conversations: 80,
  quota: 100,
  month: '2026-06',
  publicUrl: 'https://app.sitesage.example/',
};

describe('usageAlertMail', () => {
  it('at 80 % says how many are used of the plan, what happens when all are, and links the plan page', () => {
    const mail = usageAlertMail(facts);
    expect(mail.subject).toBe("Your agents have used 80 % of this month's conversations");
    expect(mail.text).toBe(
      [
        'Hello Asha Rao,',
        "Your SiteSage agents have used 80 % of this month's conversations: 80 of 100 on the Free plan (June 2026).",
        "When all 100 are used, new visitors can't start a chat until 1 July 2026; chats already under way go on. To keep answering every visitor, see your plan:\nhttps://app.sitesage.example/admin/user/plan",
        'You get this e-mail because plan usage alerts are on. You can turn them off in your profile:\nhttps://app.sitesage.example/admin/user/profile',
        'SiteSage\n',
      ].join('\n\n'),
    );
  });

  it('at 100 % says every conversation is used and what visitors now see until the month ends', () => {
    const mail = usageAlertMail({
      ...facts,
      plan: 'BASIC',
      threshold: 100,
      conversations: 10_000,
      quota: 10_000,
      month: '2026-12',
    });
    expect(mail.subject).toBe("Your agents have used all of this month's conversations");
    expect(mail.text).toContain(
      "Your SiteSage agents have used all 10,000 of this month's conversations on the Basic plan (December 2026).",
    );
    expect(mail.text).toContain(
      "Until 1 January 2027, visitors who start a new chat are told it isn't taking new conversations right now",
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
