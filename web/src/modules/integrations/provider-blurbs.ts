/** One line on what each integration does for the owner, shown on its card. */
const BLURBS: Readonly<Record<string, string>> = {
  whatsapp: 'Your agent answers your customers on your WhatsApp Business number.',
  slack: "Your agent answers your team's questions in Slack.",
  salesforce: 'The leads your agent collects go straight into Salesforce.',
  hubspot: 'The contacts your agent collects are added to HubSpot.',
  google_sheets: 'Every lead your agent collects lands in a Google Sheet.',
};

export const providerBlurb = (provider: string): string => BLURBS[provider] ?? '';
