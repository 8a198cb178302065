import { useEffect, useState } from 'react';
import { QUOTES } from './quotes';

const ROTATE_MS = 10_000;
const FADE_MS = 1_000;

/** The panel beside sign-up: a quote that fades to the next one every 10 seconds. */
export function QuotePanel() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    let fade: number | undefined;
    const rotate = window.setInterval(() => {
      setVisible(false);
      fade = window.setTimeout(() => {
        setIndex((current) => (current + 1) % QUOTES.length);
        setVisible(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      window.clearInterval(rotate);
      window.clearTimeout(fade);
    };
  }, []);

  return (
    <aside
      aria-label="Why SiteSage"
      className="flex h-full flex-col justify-between gap-10 rounded-box bg-primary p-8 text-primary-content lg:p-12"
    >
      <p className="text-sm font-semibold uppercase tracking-widest opacity-80">Why SiteSage</p>
      <figure
        className={`transition-opacity duration-1000 motion-reduce:transition-none ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <span className="block font-serif text-6xl leading-none opacity-50" aria-hidden="true">
          “
        </span>
        <blockquote className="text-2xl font-medium leading-snug lg:text-3xl">{QUOTES[index]}</blockquote>
      </figure>
      <div className="flex gap-2" aria-hidden="true">
        {QUOTES.map((quote, dot) => (
          <span
            key={quote}
            className={`h-1.5 rounded-full bg-primary-content transition-all ${dot === index ? 'w-8' : 'w-3 opacity-40'}`}
          />
        ))}
      </div>
    </aside>
  );
}
