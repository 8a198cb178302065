import { useRef, useState, type CSSProperties } from 'react';
import { ChatScreen } from '../../../bot/ChatScreen';
import { Icon } from '../../../ui/Icon';
import { useElementWidth } from '../../../ui/useElementWidth';
import type { PublicProject } from '../projects.types';
import type { PreviewSettings } from './customize-values';

// Layout of the pretend page the widget sits on, in the widget's own pixels.
const MARGIN = 16;
const BUTTON_HEIGHT = 44;
const GAP = 12;
// Keeps the sticky preview within a desktop viewport: top bar offset, heading and breathing room.
const VIEWPORT_ALLOWANCE = 170;

const ignore = () => undefined;

/** The form's current values as the public agent the chat reads. */
function previewProject(settings: PreviewSettings): PublicProject {
  return {
    project_id: 'preview',
    name: settings.botName,
    description: '',
    bot_name: settings.botName,
    bot_welcome_message: settings.welcomeMessage,
    bot_template_messages: settings.templateMessages.join(','),
    require_user_details: false,
    theme: {
      position: settings.position,
      button: { button_text: settings.buttonText, button_color: settings.buttonColor },
      user_message_bubble_color: settings.userBubbleColor,
      bot_message_bubble_color: settings.botBubbleColor,
      text_color: settings.textColor,
      chat_screen_background_color: settings.backgroundColor,
      width: settings.width,
      height: settings.height,
    },
    status: 'active',
    paused: false,
  };
}

function anchor(position: PreviewSettings['position'], offset: number): CSSProperties {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { [vertical]: offset, [horizontal]: MARGIN };
}

/**
 * The chat widget as visitors will see it, drawn from the form's current values: the visitors'
 * own chat (ChatScreen in preview mode) at its real size, scaled down to fit the column, and the
 * chat button in the chosen corner. Everything the owner typed is rendered as text.
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
                className="absolute overflow-hidden rounded-2xl shadow-xl"
                style={{
                  ...anchor(settings.position, MARGIN + BUTTON_HEIGHT + GAP),
                  width: settings.width,
                  height: settings.height,
                }}
              >
                {/* The visitors' own chat, in preview mode: it never asks the agent from this page. */}
                <ChatScreen
                  key={round}
                  project={previewProject(settings)}
                  sessionId={null}
                  resumeSessionId={null}
                  onSessionStarted={ignore}
                  onSessionLost={ignore}
                  onStartAgain={() => {
                    setRound((value) => value + 1);
                  }}
                  preview={{
                    onMinimise: () => {
                      setOpen(false);
                    },
                  }}
                />
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
