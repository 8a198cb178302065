import { describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import {
  normaliseTemplateMessages,
  validateBotName,
  validateDescription,
  validateName,
  validateWelcomeMessage,
} from './project-fields.fns.js';
import { projectLimitFor } from './plan-limits.fns.js';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('template messages', () => {
  it('are trimmed, emptied ones dropped, joined by commas', () => {
    expect(normaliseTemplateMessages(' Pricing? , ,  How do I start? ,')).toBe('Pricing?,How do I start?');
    expect(normaliseTemplateMessages('')).toBe('');
    expect(normaliseTemplateMessages(' , ')).toBe('');
    expect(normaliseTemplateMessages(Array.from({ length: 10 }, (_, i) => `Q${i}`).join(','))).toContain(
      'Q9',
    );
    expect(normaliseTemplateMessages('x'.repeat(80))).toHaveLength(80);
  });

  it('are at most 10, each at most 80 characters', () => {
    expect(
      refusal(() => normaliseTemplateMessages(Array.from({ length: 11 }, (_, i) => `Q${i}`).join(','))),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'bot_template_messages',
      message: 'At most 10 template messages are allowed.',
    });
    expect(refusal(() => normaliseTemplateMessages(`fine,${'x'.repeat(81)}`))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'bot_template_messages',
      message: 'Each template message must be at most 80 characters.',
    });
  });
});

describe('field lengths', () => {
  it('count characters, not bytes', () => {
    expect(validateName('é'.repeat(100))).toHaveLength(100);
    expect(validateBotName('🙂'.repeat(60))).toHaveLength(120);
  });

  it('name their field', () => {
    expect(refusal(() => validateName(''))).toMatchObject({
      field: 'name',
      message: 'Project name is required.',
    });
    expect(refusal(() => validateName('Tab\there'))).toMatchObject({ field: 'name' });
    expect(refusal(() => validateDescription('d'.repeat(2001)))).toMatchObject({ field: 'description' });
    expect(refusal(() => validateBotName('b'.repeat(61)))).toMatchObject({ field: 'bot_name' });
    expect(refusal(() => validateWelcomeMessage('w'.repeat(501)))).toMatchObject({
      field: 'bot_welcome_message',
    });
  });

  it('keep line breaks in long texts', () => {
    expect(validateDescription('Line one\nLine two')).toBe('Line one\nLine two');
    expect(validateWelcomeMessage(' Hi!\n\tWelcome. ')).toBe('Hi!\n\tWelcome.');
  });
});

describe('plan limits', () => {
  it('follow spec §6, and allow nothing on an unknown plan', () => {
    expect([
      projectLimitFor('FREE'),
      projectLimitFor('BASIC'),
      projectLimitFor('PRO'),
      projectLimitFor('ENTERPRISE'),
    ]).toEqual([1, 5, 50, 100]);
    expect(projectLimitFor(' pro ')).toBe(50);
    for (const plan of ['', 'GOLD', 'constructor', '__proto__', 'TOSTRING'])
      expect(projectLimitFor(plan), plan).toBe(0);
  });
});
