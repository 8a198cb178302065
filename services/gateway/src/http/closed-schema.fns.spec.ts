import { describe, expect, it } from 'vitest';
import { openObjectsIn } from './closed-schema.fns.js';

describe('openObjectsIn', () => {
  it('accepts a body whose objects all list their properties and close them', () => {
    const closed = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        theme: { type: 'object', properties: { colour: { type: 'string' } }, additionalProperties: false },
        links: {
          type: 'array',
          items: { type: 'object', properties: { url: { type: 'string' } }, additionalProperties: false },
        },
      },
      additionalProperties: false,
    };
    expect(openObjectsIn(closed)).toEqual([]);
  });

  it('names every object that would let unknown fields through', () => {
    const open = {
      type: 'object',
      properties: {
        theme: { type: 'object', properties: { colour: { type: 'string' } } },
        extra: { type: 'object' },
        links: { type: 'array', items: { type: 'object', properties: {} } },
      },
    };
    expect(openObjectsIn(open)).toEqual(['body', 'body.theme', 'body.extra', 'body.links[]']);
  });
});
