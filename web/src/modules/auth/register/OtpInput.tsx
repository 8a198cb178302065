import { useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';

type OtpInputProps = {
  length?: number;
  disabled?: boolean;
  /** Called as soon as every box holds a digit. To clear the boxes, remount with a new key. */
  onComplete: (code: string) => void;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit. Typing moves to the next box, Backspace in an empty box goes back, pasting
 * (or a phone's one-time-code autofill) spreads the digits over the boxes, and filling the last
 * box completes the code.
 */
export function OtpInput({ length = 4, disabled = false, onComplete }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` digits from box `start` on, then moves on or completes. */
  const fill = (start: number, typed: string) => {
    const incoming = onlyDigits(typed)
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    setDigits(next);
    if (next.every((digit) => digit !== '')) {
      boxes.current[start + incoming.length - 1]?.focus();
      onComplete(next.join(''));
    } else {
      focusBox(start + incoming.length);
    }
  };

  const onChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    const current = digits[index] ?? '';
    if (value === '') {
      setDigits(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // A keystroke into a filled box (caret before or after the old digit) replaces that digit;
    // anything longer is a paste or an autofill of the whole code.
    const typed =
      value.length === 2 && current !== '' && value.includes(current) ? value.replace(current, '') : value;
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigits(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box whichever box it was pasted into.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <div role="group" aria-label="One-time code" className="flex justify-center gap-3">
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="input input-lg w-14 text-center text-2xl font-semibold"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          aria-label={`Digit ${index + 1}`}
          value={digit}
          disabled={disabled}
          onChange={(event) => {
            onChange(index, event);
          }}
          onKeyDown={(event) => {
            onKeyDown(index, event);
          }}
          onPaste={(event) => {
            onPaste(index, event);
          }}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ))}
    </div>
  );
}
