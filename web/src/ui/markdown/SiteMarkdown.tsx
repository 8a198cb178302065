import { Link } from 'react-router-dom';
import { Markdown } from './Markdown';

type SiteMarkdownProps = {
  /** Our own Markdown (a help topic, a legal section), never an answer's or an owner's text. */
  text: string;
  className?: string;
  gapClassName?: string;
  headingClassName?: string;
  listClassName?: string;
};

/**
 * A page's own long text, written in Markdown: the same sanitising renderer as answers, with its
 * headings as h3 under the section's h2 and its links to '/…' or '#…' followed by the router. Kept
 * apart from Markdown so the visitor chat's bundle does not take in the router.
 */
export function SiteMarkdown({
  text,
  className,
  gapClassName,
  headingClassName,
  listClassName,
}: SiteMarkdownProps) {
  return (
    <Markdown
      text={text}
      className={className}
      document={{
        headingLevel: 3,
        gapClassName,
        headingClassName,
        listClassName,
        siteLink: (href, children) => (
          <Link to={href} className="link link-primary">
            {children}
          </Link>
        ),
      }}
    />
  );
}
