import { describe, expect, it } from 'vitest';
import { TYPEWRITER_TITLES } from './typewriter-titles';
import { nextTypewriterStep, TYPEWRITER_START, typewriterText, type TypewriterState } from './typewriter.fns';

type Frame = { text: string; heldMs: number };

/** What a visitor sees, in order, for `count` ticks from `state`: each text and how long it stays. */
function play(titles: readonly string[], count: number, state: TypewriterState = TYPEWRITER_START): Frame[] {
  const frames: Frame[] = [];
  let current = state;
  for (let index = 0; index < count; index += 1) {
    const step = nextTypewriterStep(current, titles);
    frames.push({ text: typewriterText(current, titles), heldMs: step.delayMs });
    current = step.next;
  }
  return frames;
}

describe('typewriter', () => {
  it('lists the 15 titles of the spec, starting with Smart AI Chatbot', () => {
    expect(TYPEWRITER_TITLES).toHaveLength(15);
    expect(TYPEWRITER_TITLES[0]).toBe('Smart AI Chatbot');
    expect(TYPEWRITER_TITLES[14]).toBe('Conversion Engine');
  });

  it('types one character every 100 ms', () => {
    expect(play(['Hi there'], 4)).toEqual([
      { text: '', heldMs: 100 },
      { text: 'H', heldMs: 100 },
      { text: 'Hi', heldMs: 100 },
      { text: 'Hi ', heldMs: 100 },
    ]);
  });

  it('holds a complete title for 2000 ms, then deletes one character every 50 ms', () => {
    const frames = play(['Hey'], 8);
    expect(frames.slice(3)).toEqual([
      { text: 'Hey', heldMs: 2000 },
      { text: 'He', heldMs: 50 },
      { text: 'H', heldMs: 50 },
      { text: '', heldMs: 500 },
      { text: 'H', heldMs: 100 },
    ]);
  });

  it('holds the empty line for 500 ms, then starts typing the next title', () => {
    const frames = play(['Ab', 'Cd'], 9);
    expect(frames.map((frame) => frame.text)).toEqual(['', 'A', 'Ab', 'A', '', 'C', 'Cd', 'C', '']);
    expect(frames[4]).toEqual({ text: '', heldMs: 500 });
  });

  it('comes back to the first title after the fifteenth', () => {
    const last = TYPEWRITER_TITLES.length - 1;
    const state: TypewriterState = { title: last, shown: 0, phase: 'deleting' };
    const step = nextTypewriterStep(state, TYPEWRITER_TITLES);
    expect(step.delayMs).toBe(500);
    expect(typewriterText(step.next, TYPEWRITER_TITLES)).toBe('S');
    expect(step.next.title).toBe(0);
  });

  it('shows every title in full, in order, once per cycle, each for 2000 ms', () => {
    const cycleTicks = TYPEWRITER_TITLES.reduce((ticks, title) => ticks + 2 * title.length + 1, 0);
    const held = play(TYPEWRITER_TITLES, cycleTicks + 20).filter((frame) => frame.heldMs === 2000);
    expect(held.map((frame) => frame.text)).toEqual([...TYPEWRITER_TITLES, 'Smart AI Chatbot']);
  });
});
