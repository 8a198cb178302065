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
  if (links.length === 0) return null;
  return (
    <ul aria-label="Sources" className="mt-2 flex flex-wrap gap-1 text-xs">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-block max-w-full truncate rounded-full border border-black/15 bg-white/60 px-2 py-0.5 underline"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
