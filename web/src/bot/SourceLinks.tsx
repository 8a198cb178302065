import { safeHref, WEB_SCHEMES } from '../ui/markdown/safe-href.fns';
import type { Source } from './bot-api.types';

function hostOf(href: string): string {
  return new URL(href).hostname;
}

/** The pages an answer came from, as links; only http(s) addresses, each once. */
export function SourceLinks({ sources }: { sources: Source[] }) {
  const seen = new Set<string>();
  const links = sources.flatMap((source) => {
    const href = safeHref(source.url, WEB_SCHEMES);
    if (href === null || seen.has(href)) return [];
    seen.add(href);
    return [{ href, label: source.title.trim() || hostOf(href) }];
  });
  // The owner's Q&A has no page to open: it is named, not linked.
  const answers = sources.filter((source) => source.kind === 'qa').map((source) => source.title.trim());
  if (links.length === 0 && answers.length === 0) return null;
  return (
    // A flex item is as wide as its content unless told otherwise: `min-w-0 max-w-full` on each
    // item lets a long page title shrink to the bubble and end in an ellipsis instead of spilling out.
    <ul aria-label="Sources" className="mt-2 flex max-w-full min-w-0 flex-wrap gap-1 text-xs">
      {answers.map((title) => (
        <li key={title} className="max-w-full min-w-0">
          <span
            title={title}
            className="block max-w-full truncate rounded-full border border-black/15 bg-white/60 px-2 py-0.5"
          >
            {title}
          </span>
        </li>
      ))}
      {links.map((link) => (
        <li key={link.href} className="max-w-full min-w-0">
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={link.label}
            className="block max-w-full truncate rounded-full border border-black/15 bg-white/60 px-2 py-0.5 underline"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
