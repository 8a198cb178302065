/** The 15 titles the home headline types after 'Turn Your Website Into a', in order (spec §9). */
export const TYPEWRITER_TITLES = [
  'Smart AI Chatbot',
  '24/7 AI Assistant',
  'Lead Generation Machine',
  'Support Automation Bot',
  'Conversational Sales Agent',
  'Engagement Booster',
  'Instant Query Resolver',
  'Customer Support Copilot',
  'Conversion-Focused Chatbot',
  'AI-Powered Knowledge Base',
  'Your Virtual Business Assistant',
  'Automated Helpdesk Assistant',
  'AI Concierge for Visitors',
  'Interactive FAQ Assistant',
  'Conversion Engine',
] as const;
