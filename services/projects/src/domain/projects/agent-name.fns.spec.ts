import { describe, expect, it } from 'vitest';
import { chatNameFor, renamedTo } from './agent-name.fns.js';

const current = { name: 'docs.example-analytics.com', botName: 'docs.example-analytics.com' };

describe('one agent name', () => {
  it('renaming through either field renames both', () => {
    expect(renamedTo(current, { botName: ' Example Analytics ' })).toEqual({
      name: 'Example Analytics',
      bot_name: 'Example Analytics',
    });
    expect(renamedTo(current, { name: 'Example Analytics' })).toEqual({
      name: 'Example Analytics',
      bot_name: 'Example Analytics',
    });
  });

  it('a whole project sent back with one field changed takes that change', () => {
    expect(renamedTo(current, { name: current.name, botName: 'Helper' })).toEqual({
      name: 'Helper',
      bot_name: 'Helper',
    });
    expect(renamedTo(current, { name: 'Docs bot', botName: current.botName })).toEqual({
      name: 'Docs bot',
      bot_name: 'Docs bot',
    });
    expect(renamedTo(current, { name: current.name, botName: current.botName })).toBeUndefined();
    expect(renamedTo(current, {})).toBeUndefined();
  });

  it('still refuses a bad value in either field', () => {
    expect(() => renamedTo(current, { name: 'Fine', botName: '' })).toThrow('Agent name is required.');
    expect(() => renamedTo(current, { name: ' ' })).toThrow('Project name is required.');
  });

  it('a name longer than the chat header holds is shortened there with an ellipsis', () => {
    const long = 'A'.repeat(80);
    expect(renamedTo(current, { name: long })).toEqual({ name: long, bot_name: `${'A'.repeat(59)}…` });
    expect(chatNameFor('Short')).toBe('Short');
  });
});
