import { useRef, useState, type CSSProperties } from 'react';
import { Icon } from '../../../ui/Icon';
import { useElementWidth } from '../../../ui/useElementWidth';
import { readableOn } from './colour';
import type { PreviewSettings } from './customize-values';

// Layout of the pretend page the widget sits on, in the widget's own pixels.
const MARGIN = 16;
const BUTTON_HEIGHT = 44;
const GAP = 12;
// Keeps the sticky preview within a desktop viewport: top bar offset, heading and breathing room.
const VIEWPORT_ALLOWANCE = 170;

const SAMPLE_USER_MESSAGE = 'Hi! Can you tell me more about what you offer?';

function anchor(position: PreviewSettings['position'], offset: number): CSSProperties {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { [vertical]: offset, [horizontal]: MARGIN };
}

/**
 * The chat widget as visitors will see it, drawn from the form's current values: its window at
 * its real size (scaled down to fit the column) and its button in the chosen corner. Everything
 * the owner typed is rendered as text.
 */
export function LivePreview({ settings }: { settings: PreviewSettings }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const available = useElementWidth(frameRef);
  const [open, setOpen] = useState(true);
  const [round, setRound] = useState(0);

  const stageWidth = settings.width + MARGIN * 2;
  const stageHeight = settings.height + GAP + BUTTON_HEIGHT + MARGIN * 2;
  const heightRoom = Math.max(320, window.innerHeight - VIEWPORT_ALLOWANCE);
  const scale = available === null ? 1 : Math.min(1, available / stageWidth, heightRoom / stageHeight);
  // The widget draws its header like the visitor's bubbles; bot bubbles get whichever of black
  // or white reads best; the chat button uses the theme's text colour, as the demo page does.
  const botText = readableOn(settings.botBubbleColor);

  return (
    <section aria-label="Live preview" className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">Live preview</h3>
        <p className="text-xs text-base-content/70">
          {settings.width} × {settings.height} px
          {scale < 1 && `, shown at ${Math.round(scale * 100)}%`}
        </p>
      </div>
      <div ref={frameRef} className="w-full">
        <div
          className="relative w-full overflow-hidden rounded-box border border-base-300 bg-base-200"
          style={{ height: Math.ceil(stageHeight * scale) }}
        >
          <div
            className="absolute top-0 left-0"
            style={{
              width: available === null ? '100%' : available / scale,
              height: stageHeight,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          >
            {/* The owner's page, suggested by a few faint lines. */}
            <div className="flex flex-col gap-3 p-6 opacity-60" aria-hidden="true">
              <div className="h-4 w-1/3 rounded bg-base-300" />
              <div className="h-3 w-3/4 rounded bg-base-300" />
              <div className="h-3 w-2/3 rounded bg-base-300" />
              <div className="h-3 w-1/2 rounded bg-base-300" />
            </div>

            {open && (
              <div
                key={round}
                className="absolute flex flex-col overflow-hidden rounded-2xl shadow-xl"
                style={{
                  ...anchor(settings.position, MARGIN + BUTTON_HEIGHT + GAP),
                  width: settings.width,
                  height: settings.height,
                  background: settings.backgroundColor,
                }}
              >
                <div
                  className="flex items-center gap-2 px-4 py-3"
                  style={{ background: settings.userBubbleColor, color: settings.textColor }}
                >
                  <p className="min-w-0 flex-1 truncate font-semibold">{settings.botName}</p>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square text-inherit"
                    aria-label="Restart chat"
                    title="Restart chat"
                    onClick={() => {
                      setRound((value) => value + 1);
                    }}
                  >
                    <Icon name="refresh" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm btn-square text-inherit"
                    aria-label="Collapse chat"
                    title="Collapse chat"
                    onClick={() => {
                      setOpen(false);
                    }}
                  >
                    <Icon name="minus" className="h-4 w-4" />
                  </button>
                </div>

                <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm">
                  {settings.welcomeMessage !== '' && (
                    <p
                      className="max-w-[85%] self-start rounded-2xl rounded-tl-sm px-3 py-2 break-words whitespace-pre-line"
                      style={{ background: settings.botBubbleColor, color: botText }}
                    >
                      {settings.welcomeMessage}
                    </p>
                  )}
                  {settings.templateMessages.length > 0 && (
                    <ul className="flex flex-wrap gap-2" aria-label="Template messages">
                      {settings.templateMessages.map((message, index) => (
                        <li key={index}>
                          <button
                            type="button"
                            tabIndex={-1}
                            className="rounded-full border bg-white px-3 py-1 text-left text-xs break-words"
                            style={{ borderColor: settings.userBubbleColor, color: '#111827' }}
                          >
                            {message}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p
                    className="max-w-[85%] self-end rounded-2xl rounded-tr-sm px-3 py-2 break-words"
                    style={{ background: settings.userBubbleColor, color: settings.textColor }}
                  >
                    {SAMPLE_USER_MESSAGE}
                  </p>
                </div>

                <div className="flex items-center gap-2 border-t border-black/10 bg-white p-3">
                  <input
                    readOnly
                    tabIndex={-1}
                    aria-label="Message (preview)"
                    placeholder="Type your message…"
                    className="min-w-0 flex-1 rounded-full border border-black/15 bg-white px-3 py-2 text-sm text-gray-900 outline-none"
                  />
                  <span
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full"
                    style={{ background: settings.userBubbleColor, color: settings.textColor }}
                    aria-hidden="true"
                  >
                    <Icon name="send" className="h-4 w-4" />
                  </span>
                </div>
              </div>
            )}

            <button
              type="button"
              className="absolute flex items-center gap-2 rounded-full px-5 font-semibold shadow-lg"
              style={{
                ...anchor(settings.position, MARGIN),
                height: BUTTON_HEIGHT,
                maxWidth: settings.width,
                background: settings.buttonColor,
                color: settings.textColor,
              }}
              aria-expanded={open}
              onClick={() => {
                setOpen((value) => !value);
              }}
            >
              <Icon name="chat" className="h-5 w-5 shrink-0" />
              <span className="truncate">{settings.buttonText}</span>
            </button>
          </div>
        </div>
      </div>
      {settings.requireUserDetails && (
        <p className="text-xs text-base-content/70">
          Visitors give their name, email and phone number before the first message.
        </p>
      )}
    </section>
  );
}
