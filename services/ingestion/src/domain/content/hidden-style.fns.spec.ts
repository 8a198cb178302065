import { describe, expect, it } from 'vitest';
import { isInvisibleStyle } from './hidden-style.fns.js';

describe('isInvisibleStyle', () => {
  it.each([
    'display:none',
    'display: none !important',
    'visibility:hidden',
    'opacity:0',
    'font-size:0px',
    'color:#ffffff;background-color:#ffffff',
    'color:#fff; background:white',
    'color: rgb(255, 255, 255); background-color: #FFFFFF',
    'color: rgba(0,0,0,0)',
    'position:absolute;left:-9999px',
    'text-indent:-10000px',
    'height:0;overflow:hidden',
  ])('hides text with %s', (style) => {
    expect(isInvisibleStyle(style)).toBe(true);
  });

  it.each([
    'color:#333333;background-color:#ffffff',
    'font-size:14px',
    'opacity:0.9',
    'position:absolute;left:10px',
    'display:block',
    '',
  ])('keeps text with %s', (style) => {
    expect(isInvisibleStyle(style)).toBe(false);
  });
});
