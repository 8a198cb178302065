import type { ReactNode } from 'react';

/** Paragraphs of running text at a comfortable reading width. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-3xl flex-col gap-4 text-lg text-base-content/85">{children}</div>;
}
