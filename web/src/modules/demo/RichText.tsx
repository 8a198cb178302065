import { createElement, useMemo, type ReactNode } from 'react';
import { richNodesFromDescription, type RichNode } from './rich-text.fns';

function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function render(nodes: RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    if (node.tag === 'br') return <br key={index} />;
    const props =
      node.tag === 'a'
        ? {
            key: index,
            href: node.href,
            target: '_blank',
            rel: 'noopener noreferrer nofollow',
            className: 'link',
          }
        : { key: index };
    return createElement(node.tag, props, ...render(node.children));
  });
}

/** Owner-written text with simple formatting, rendered without ever inserting HTML. */
export function RichText({ text, className }: { text: string; className?: string }) {
  const nodes = useMemo(() => richNodesFromDescription(text, parseHtml), [text]);
  return <div className={className}>{render(nodes)}</div>;
}
