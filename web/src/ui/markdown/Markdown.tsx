import { Fragment, type ReactNode } from 'react';
import type { Block, Inline } from './markdown.types';
import { parseMarkdown } from './parse-markdown.fns';

function renderInline(pieces: Inline[]): ReactNode[] {
  return pieces.map((piece, index) => {
    switch (piece.kind) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(piece.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(piece.children)}</em>;
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
            {renderInline(piece.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'heading':
      return (
        <p key={index}>
          <strong>{renderInline(block.children)}</strong>
        </p>
      );
    case 'code':
      return (
        <pre key={index} className="overflow-x-auto rounded bg-black/10 p-2 text-[0.85em]">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={index} className="list-decimal pl-5">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc pl-5">
          {items}
        </ul>
      );
    }
  }
}

/**
 * Markdown from an untrusted author (an LLM answer, an owner's text) as React elements. It never
 * produces raw HTML, images or links other than http(s)/mailto, so nothing in the text can run
 * script or make the browser fetch a URL.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`space-y-2 break-words ${className ?? ''}`}>{parseMarkdown(text).map(renderBlock)}</div>
  );
}
