import { describe, expect, it } from 'vitest';
import { testProject } from '../../../testing/test-projects';
import { normalizeHex, parseHex } from './colour';
import {
  COMMA_MESSAGE,
  fieldFromServer,
  splitTemplateMessages,
  toProjectPatch,
  validateCustomize,
  valuesFromProject,
} from './customize-values';

describe('colours', () => {
  it('normalises to six-digit upper-case hex', () => {
    expect(parseHex('#abc')).toBe('#AABBCC');
    expect(parseHex(' 383a9e ')).toBe('#383A9E');
    expect(parseHex('#383A9E')).toBe('#383A9E');
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('red')).toBeNull();
    expect(normalizeHex('blue', '#FFFFFF')).toBe('#FFFFFF');
  });
});

describe('valuesFromProject', () => {
  it('normalises stored colours and splits template messages on load', () => {
    const values = valuesFromProject(
      testProject({ bot_template_messages: ' Opening hours? ,, Where are you?,' }),
    );
    expect(values).toMatchObject({
      userBubbleColor: '#383A9E',
      botBubbleColor: '#FFECEE',
      textColor: '#FFFFFF',
      buttonColor: '#383A9E',
      templateMessages: ['Opening hours?', 'Where are you?'],
      width: '400',
      height: '500',
      position: 'bottom-right',
    });
  });

  it('falls back to the defaults for unreadable stored values', () => {
    const project = testProject();
    const values = valuesFromProject({
      ...project,
      theme: { ...project.theme, text_color: 'white', width: 0, position: 'middle' as 'top-left' },
    });
    expect(values).toMatchObject({ textColor: '#FFFFFF', width: '400', position: 'bottom-right' });
  });
});

describe('validateCustomize', () => {
  const valid = valuesFromProject(testProject());

  it('accepts the values of a well-formed agent', () => {
    expect(validateCustomize(valid)).toEqual({});
  });

  it('refuses a comma in a template message, on that row', () => {
    const errors = validateCustomize({ ...valid, templateMessages: ['Fine', 'Prices, please'] });
    expect(errors).toEqual({ 'templateMessages.1': COMMA_MESSAGE });
  });

  it('requires an agent name and button text, readable colours and sizes in range', () => {
    const errors = validateCustomize({
      ...valid,
      botName: '  ',
      buttonText: '',
      botBubbleColor: '#GGG',
      width: '20',
      height: '500.5',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'botBubbleColor',
      'botName',
      'buttonText',
      'height',
      'width',
    ]);
    expect(errors.botName).toBe('Agent name is required.');
    expect(errors.width).toBe('Width must be a whole number of pixels from 240 to 800.');
  });
});

describe('toProjectPatch', () => {
  it('sends only the allow-listed fields, trimmed, templates joined by commas, colours tidied', () => {
    const values = {
      ...valuesFromProject(testProject()),
      botName: '  Ava ',
      welcomeMessage: ' Hello! ',
      templateMessages: [' Hours? ', '', 'Prices?'],
      userBubbleColor: '#abc',
      width: '420',
    };
    expect(toProjectPatch(values)).toEqual({
      bot_name: 'Ava',
      require_user_details: false,
      bot_welcome_message: 'Hello!',
      bot_template_messages: 'Hours?,Prices?',
      theme: {
        position: 'bottom-right',
        button: { button_text: 'Chat', button_color: '#383A9E' },
        user_message_bubble_color: '#AABBCC',
        bot_message_bubble_color: '#FFECEE',
        text_color: '#FFFFFF',
        width: 420,
        height: 500,
      },
    });
  });

  it('round-trips template messages', () => {
    expect(splitTemplateMessages('a,b , c')).toEqual(['a', 'b', 'c']);
  });
});

describe('fieldFromServer', () => {
  it("maps the server's field paths onto the form", () => {
    expect(fieldFromServer('theme.button_color')).toBe('buttonColor');
    expect(fieldFromServer('theme.button.button_text')).toBe('buttonText');
    expect(fieldFromServer('bot_name')).toBe('botName');
    expect(fieldFromServer('owner_id')).toBeNull();
    expect(fieldFromServer(null)).toBeNull();
  });
});
