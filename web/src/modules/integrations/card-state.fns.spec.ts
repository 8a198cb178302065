import { describe, expect, it } from 'vitest';
import { availableFrom, cardState, unlockAction } from './card-state.fns';
import { testCatalogue } from './test-integrations';

const whatsapp = (options: Parameters<typeof testCatalogue>[0]) => {
  const entry = testCatalogue(options).data[0];
  if (entry === undefined) throw new Error('no WhatsApp entry');
  return entry;
};

describe('an integration card', () => {
  it('is locked when the plan the server read does not have integrations, even if connected', () => {
    expect(cardState(whatsapp({ planAllows: false, whatsappId: 'i-1' }))).toBe('locked');
  });

  it('offers Connect, or Connected once the agent has a number', () => {
    expect(cardState(whatsapp({ planAllows: true }))).toBe('connect');
    expect(cardState(whatsapp({ planAllows: true, whatsappId: 'i-1' }))).toBe('connected');
  });

  it('is coming soon for what SiteSage does not offer yet', () => {
    const slack = testCatalogue({ planAllows: true }).data[1];
    expect(slack && cardState(slack)).toBe('coming_soon');
  });

  it('names the plan as the owner reads it, and sends Enterprise to sales instead of the plan page', () => {
    expect(availableFrom('PRO')).toBe('Available on Pro plan onwards');
    expect(availableFrom('ENTERPRISE')).toBe('Available on Enterprise plan onwards');
    expect(unlockAction('PRO')).toEqual({ label: 'Upgrade Plan', to: '/admin/user/plan' });
    expect(unlockAction('ENTERPRISE')).toEqual({ label: 'Contact Us', to: '/contact-us' });
  });
});
