import { useRef, useState } from 'react';
import { DEMO_POSTER_SRC, DEMO_VIDEO_HEIGHT, DEMO_VIDEO_SRC, DEMO_VIDEO_WIDTH } from './demo-media';
import { SectionHeading } from '../marketing/SectionHeading';
import { useNearViewport } from './useNearViewport';

const ROUND_BUTTON = 'btn btn-circle border-0 bg-neutral/75 text-neutral-content shadow-lg hover:bg-neutral';

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="ml-1 h-9 w-9 fill-current" aria-hidden="true" focusable="false">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true" focusable="false">
      <path d="M6 4h4v16H6zm8 0h4v16h-4z" />
    </svg>
  );
}

/**
 * A silent, looping recording of SiteSage at work. It never starts by itself; clicking the video
 * or its button plays or pauses it. Its poster and first bytes are fetched only as the section
 * nears the screen, so the first load of the page does not pay for it.
 */
export function DemoVideo() {
  const section = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(section);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);

  function toggle() {
    const element = video.current;
    if (element === null) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    setPlaying(true);
    // A refused or interrupted play (no data, a power-saving browser) leaves the video paused.
    element.play().catch(() => {
      setPlaying(false);
    });
  }

  return (
    <section
      ref={section}
      id="demo"
      aria-labelledby="demo-title"
      data-ready={ready ? 'true' : 'false'}
      className="scroll-mt-16 bg-base-200 px-4 py-20"
    >
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="demo-title"
          title="See It Work"
          intro="Under twenty seconds, start to finish: a site is added, SiteSage learns it, and a visitor gets an answer with its source."
        />
        <figure className="mt-10">
          <div
            className="relative aspect-video overflow-hidden rounded-box border border-base-300 bg-base-300 shadow-xl"
            aria-busy={near && !ready}
          >
            <video
              ref={video}
              className="h-full w-full cursor-pointer object-cover"
              width={DEMO_VIDEO_WIDTH}
              height={DEMO_VIDEO_HEIGHT}
              src={near ? DEMO_VIDEO_SRC : undefined}
              poster={near ? DEMO_POSTER_SRC : undefined}
              preload={near ? 'metadata' : 'none'}
              loop
              muted
              playsInline
              data-ready={ready ? 'true' : 'false'}
              aria-label="SiteSage demo video"
              onClick={toggle}
              onLoadedData={() => {
                setReady(true);
              }}
              onPlay={() => {
                setPlaying(true);
              }}
              onPause={() => {
                setPlaying(false);
              }}
            />
            {!ready && near && (
              <span
                role="status"
                className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-neutral/75 px-3 py-1 text-xs text-neutral-content"
              >
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                Loading video…
              </span>
            )}
            {playing ? (
              <button
                type="button"
                className={`${ROUND_BUTTON} btn-md absolute right-3 bottom-3`}
                aria-label="Pause the demo video"
                onClick={toggle}
              >
                <PauseIcon />
              </button>
            ) : (
              <button
                type="button"
                className={`${ROUND_BUTTON} absolute inset-0 m-auto h-20 w-20`}
                aria-label="Play the demo video"
                onClick={toggle}
              >
                <PlayIcon />
              </button>
            )}
          </div>
          <figcaption className="mx-auto mt-4 max-w-3xl text-center text-sm text-base-content/75">
            In the video: the owner of a bakery types its address and SiteSage suggests the agent’s name,
            welcome line and colours; it finds the sitemap and learns 38 pages; then a visitor asks the chat
            widget about Sunday delivery and gets a streamed answer that links to the delivery page. The video
            has no sound.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
