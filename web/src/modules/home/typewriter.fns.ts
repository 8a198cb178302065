// The home headline's typewriter as a pure state machine, so its timing (spec §4 and §9) is
// checked without a clock: each step says what comes next and how long the current text stays.

export const TYPE_MS = 100;
export const DELETE_MS = 50;
export const HOLD_FULL_MS = 2000;
export const HOLD_EMPTY_MS = 500;

export type TypewriterState = {
  /** Which title, as an index into the list. */
  readonly title: number;
  /** How many of its characters are shown. */
  readonly shown: number;
  readonly phase: 'typing' | 'deleting';
};

export type TypewriterStep = {
  readonly next: TypewriterState;
  /** How long the current state stays on screen before `next` replaces it. */
  readonly delayMs: number;
};

export const TYPEWRITER_START: TypewriterState = { title: 0, shown: 0, phase: 'typing' };

/** The text on screen in `state`. */
export function typewriterText(state: TypewriterState, titles: readonly string[]): string {
  return (titles[state.title] ?? '').slice(0, state.shown);
}

/**
 * One tick of the typewriter: type a character every 100 ms; hold a complete title for 2000 ms;
 * delete a character every 50 ms; hold the empty line for 500 ms, then the next title's first
 * character appears (after the last title comes the first again).
 */
export function nextTypewriterStep(state: TypewriterState, titles: readonly string[]): TypewriterStep {
  const length = (titles[state.title] ?? '').length;
  if (state.phase === 'typing') {
    return state.shown < length
      ? { next: { ...state, shown: state.shown + 1 }, delayMs: TYPE_MS }
      : { next: { ...state, shown: Math.max(0, length - 1), phase: 'deleting' }, delayMs: HOLD_FULL_MS };
  }
  if (state.shown > 0) {
    return { next: { ...state, shown: state.shown - 1 }, delayMs: DELETE_MS };
  }
  const title = titles.length === 0 ? 0 : (state.title + 1) % titles.length;
  const shown = Math.min(1, (titles[title] ?? '').length);
  return { next: { title, shown, phase: 'typing' }, delayMs: HOLD_EMPTY_MS };
}
