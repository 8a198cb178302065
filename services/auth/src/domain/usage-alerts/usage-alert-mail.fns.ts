/** What a usage alert says, and to whom. */
export type UsageAlertFacts = {
  fullName: string;
  plan: string;
  /** 80 or 100: the share of the billing cycle's conversations reached. */
  threshold: number;
  conversations: number;
  quota: number;
  /** The billing cycle the conversations were counted in (a calendar month on Free). */
  cycleStart: Date;
  cycleEnd: Date;
  /** Where owners reach SiteSage (PUBLIC_URL), without a trailing slash needed. */
  publicUrl: string;
};

export type UsageAlertMail = { subject: string; text: string; html: string };

const planNames: Readonly<Record<string, string>> = {
  FREE: 'Free',
  BASIC: 'Basic',
  PRO: 'Pro',
  ENTERPRISE: 'Enterprise',
};

const planName = (plan: string) => planNames[plan.toUpperCase()] ?? plan;

const dayName = (day: Date) =>
  day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1 November – 1 December 2026": the cycle's first day and the day the next one starts. */
const cycleDates = (start: Date, end: Date) => `${dayName(start)} – ${dayName(end)}`;

const figure = (value: number) => value.toLocaleString('en-US');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** A URL under PUBLIC_URL, whether or not it ends with a slash (and keeping a path prefix). */
const pageUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/**
 * The e-mail an owner gets when the billing cycle's conversations reach 80 % or all of the plan's. The
 * conversations are counted per owner across all their agents, as the dashboard says. Plain text
 * and the same words as HTML (escaped: the name is the owner's own text).
 */
export function usageAlertMail(facts: UsageAlertFacts): UsageAlertMail {
  const thisCycle = cycleDates(facts.cycleStart, facts.cycleEnd);
  const nextCycleStarts = dayName(facts.cycleEnd);
  const plan = planName(facts.plan);
  const planUrl = pageUrl(facts.publicUrl, '/admin/user/plan');
  const profileUrl = pageUrl(facts.publicUrl, '/admin/user/profile');
  const full = facts.threshold >= 100;

  const subject = full
    ? "Your agents have used all of this billing cycle's conversations"
    : `Your agents have used ${String(facts.threshold)} % of this billing cycle's conversations`;
  const paragraphs: Array<{ text: string; link?: string }> = full
    ? [
        {
          text: `Your SiteSage agents have used all ${figure(facts.quota)} of this billing cycle's conversations on the ${plan} plan (${thisCycle}).`,
        },
        {
          text: `Until ${nextCycleStarts}, visitors who start a new chat are told it isn't taking new conversations right now; chats already under way go on. Upgrade your plan to answer new visitors again today:`,
          link: planUrl,
        },
      ]
    : [
        {
          text: `Your SiteSage agents have used ${String(facts.threshold)} % of this billing cycle's conversations: ${figure(facts.conversations)} of ${figure(facts.quota)} on the ${plan} plan (${thisCycle}).`,
        },
        {
          text: `When all ${figure(facts.quota)} are used, new visitors can't start a chat until ${nextCycleStarts}; chats already under way go on. To keep answering every visitor, see your plan:`,
          link: planUrl,
        },
      ];
  const footer = {
    text: 'You get this e-mail because plan usage alerts are on. You can turn them off in your profile:',
    link: profileUrl,
  };
  const greeting = `Hello ${facts.fullName},`;
  const all = [{ text: greeting }, ...paragraphs, footer];

  const text = `${all.map(({ text: words, link }) => (link ? `${words}\n${link}` : words)).join('\n\n')}\n\nSiteSage\n`;
  const html = [
    ...all.map(({ text: words, link }) =>
      link
        ? `<p>${escapeHtml(words)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(words)}</p>`,
    ),
    '<p>SiteSage</p>',
  ].join('\n');
  return { subject, text, html };
}
