import { Fragment, type ReactNode } from 'react';
import type { Block, Inline } from './markdown.types';
import { parseMarkdown } from './parse-markdown.fns';

/**
 * How our own pages' Markdown (help topics, legal sections) is shown. An answer's or an owner's text
 * never gets it: its headings stay bold lines and its links to paths inside the site stay text.
 */
export type DocumentStyle = {
  /** Headings become headings of this level, under the page's own section headings. */
  headingLevel: 3 | 4;
  /** The space between blocks (an answer's: space-y-2). */
  gapClassName?: string;
  headingClassName?: string;
  listClassName?: string;
  /** A link to a path inside the site, followed in the app rather than in a new tab. */
  siteLink: (href: string, children: ReactNode) => ReactNode;
};

function renderInline(pieces: Inline[], style?: DocumentStyle): ReactNode[] {
  return pieces.map((piece, index) => {
    switch (piece.kind) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(piece.children, style)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(piece.children, style)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-black/10 px-1 font-mono text-[0.9em]">
            {piece.text}
          </code>
        );
      case 'link':
        return (
          <a
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline break-words"
          >
            {renderInline(piece.children, style)}
          </a>
        );
      case 'siteLink':
        // Only parsed with a DocumentStyle (see Markdown); without one it would have stayed text.
        return (
          <Fragment key={index}>{style?.siteLink(piece.href, renderInline(piece.children, style))}</Fragment>
        );
    }
  });
}

function renderBlock(block: Block, index: number, style?: DocumentStyle): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children, style)}</p>;
    case 'heading': {
      if (style === undefined) {
        return (
          <p key={index}>
            <strong>{renderInline(block.children)}</strong>
          </p>
        );
      }
      const Heading = style.headingLevel === 3 ? 'h3' : 'h4';
      return (
        <Heading key={index} className={style.headingClassName}>
          {renderInline(block.children, style)}
        </Heading>
      );
    }
    case 'code':
      return (
        <pre key={index} className="overflow-x-auto rounded bg-black/10 p-2 text-[0.85em]">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        <li key={itemIndex}>{renderInline(item, style)}</li>
      ));
      const listClass = style?.listClassName;
      return block.ordered ? (
        <ol key={index} className={listClass ?? 'list-decimal pl-5'}>
          {items}
        </ol>
      ) : (
        <ul key={index} className={listClass ?? 'list-disc pl-5'}>
          {items}
        </ul>
      );
    }
  }
}

/**
 * Markdown from an untrusted author (an LLM answer, an owner's text) as React elements. It never
 * produces raw HTML, images or links other than http(s)/mailto, so nothing in the text can run
 * script or make the browser fetch a URL. `document` is for our own pages' text only (see
 * DocumentStyle): real headings and links inside the site.
 */
export function Markdown({
  text,
  className,
  document,
}: {
  text: string;
  className?: string;
  document?: DocumentStyle;
}) {
  const blocks = parseMarkdown(text, { sitePaths: document !== undefined });
  return (
    <div className={`${document?.gapClassName ?? 'space-y-2'} break-words ${className ?? ''}`}>
      {blocks.map((block, index) => renderBlock(block, index, document))}
    </div>
  );
}
