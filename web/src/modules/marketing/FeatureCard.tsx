import type { ReactNode } from 'react';
import { MarketingIcon, type MarketingIconName } from './MarketingIcon';

type FeatureCardProps = {
  /** Decorative; the title carries the meaning. */
  icon: MarketingIconName;
  title: string;
  /** A small label beside the icon, such as 'Step 1'. */
  label?: string;
  children: ReactNode;
  /** Small print under the text, such as which plans include it. */
  note?: string;
};

/** One item of a card grid: icon, h3 title and a short text. Render it inside a <ul> or <ol>. */
export function FeatureCard({ icon, title, label, children, note }: FeatureCardProps) {
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 items-center justify-center rounded-box bg-primary/10 text-primary">
            <MarketingIcon name={icon} />
          </span>
          {label === undefined ? null : (
            <span className="text-sm font-semibold text-base-content/70">{label}</span>
          )}
        </div>
        <h3 className="card-title text-lg">{title}</h3>
        <div className="text-base-content/80">{children}</div>
        {note === undefined ? null : (
          <p className="mt-auto pt-2 text-sm font-medium text-base-content/70">{note}</p>
        )}
      </div>
    </li>
  );
}
