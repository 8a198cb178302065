import { describe, expect, it } from 'vitest';
import { cornerStyle, frameStyle, isHexColour, widgetLook } from './widget-look.fns.js';

describe('isHexColour', () => {
  it.each(['#383a9e', '#FFFFFF', '#075E54'])('accepts %s', (value) => {
    expect(isHexColour(value)).toBe(true);
  });

  it.each(['#fff', 'red', '#fff;background:url(//evil.test)', '#38 3a9e', '383a9e', '#383a9e ', 12, null])(
    'refuses %s',
    (value) => {
      expect(isHexColour(value)).toBe(false);
    },
  );
});

describe('widgetLook', () => {
  it('takes the owner theme', () => {
    const look = widgetLook({
      position: 'top-left',
      button: { button_text: 'Ask us', button_color: '#112233' },
      text_color: '#000000',
      width: 420,
      height: 640,
    });
    expect(look).toEqual({
      position: 'top-left',
      label: 'Ask us',
      background: '#112233',
      color: '#000000',
      width: 420,
      height: 640,
    });
  });

  it('falls back to the embed defaults for a missing theme', () => {
    expect(widgetLook(null)).toEqual({
      position: 'bottom-right',
      label: 'Chat',
      background: '#383A9E',
      color: '#FFFFFF',
      width: 400,
      height: 500,
    });
  });

  it('never lets a colour that is not six-digit hex through', () => {
    const look = widgetLook({
      button: { button_color: '#fff;background:url(//evil.test)' },
      text_color: 'expression(alert(1))',
    });
    expect(look.background).toBe('#383A9E');
    expect(look.color).toBe('#FFFFFF');
  });

  it('ignores an unknown position, a blank label and nonsense sizes', () => {
    const look = widgetLook({
      position: 'middle',
      button: { button_text: '   ' },
      width: -5,
      height: 'tall',
    });
    expect(look.position).toBe('bottom-right');
    expect(look.label).toBe('Chat');
    expect([look.width, look.height]).toEqual([400, 500]);
  });

  it('uses the caller defaults (the demo page has its own)', () => {
    const look = widgetLook({}, { background: '#075e54', color: '#ffffff', label: 'Chat' });
    expect([look.background, look.color]).toEqual(['#075e54', '#ffffff']);
  });
});

describe('cornerStyle', () => {
  it.each([
    ['bottom-right', { bottom: '20px', right: '20px', top: 'auto', left: 'auto' }],
    ['bottom-left', { bottom: '20px', left: '20px', top: 'auto', right: 'auto' }],
    ['top-right', { top: '20px', right: '20px', bottom: 'auto', left: 'auto' }],
    ['top-left', { top: '20px', left: '20px', bottom: 'auto', right: 'auto' }],
  ] as const)('pins %s', (position, expected) => {
    expect(cornerStyle(position)).toEqual(expected);
  });
});

describe('frameStyle', () => {
  const look = widgetLook({ position: 'top-left', width: 360, height: 560 });

  it('sizes the frame from the theme next to the button', () => {
    const style = frameStyle(look, false);
    expect(style).toMatchObject({
      width: '360px',
      height: '560px',
      top: '88px',
      left: '20px',
      bottom: 'auto',
    });
  });

  it('fills the screen on a phone', () => {
    expect(frameStyle(look, true)).toMatchObject({
      top: '0',
      bottom: '0',
      left: '0',
      right: '0',
      width: '100%',
      height: '100%',
    });
  });
});
