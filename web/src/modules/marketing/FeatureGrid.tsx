import type { FeatureItem } from './feature-item';
import { FeatureCard } from './FeatureCard';

// Whole class names, so Tailwind finds them when it scans the source.
const COLUMNS = {
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

type FeatureGridProps = {
  items: readonly FeatureItem[];
  columns?: keyof typeof COLUMNS;
  /** Steps in order: an <ol> with 'Step n' labels. */
  steps?: boolean;
};

/** A responsive grid of feature cards, one column on phones. */
export function FeatureGrid({ items, columns = 3, steps = false }: FeatureGridProps) {
  const List = steps ? 'ol' : 'ul';
  return (
    <List className={`grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item, index) => (
        <FeatureCard
          key={item.title}
          icon={item.icon}
          title={item.title}
          label={steps ? `Step ${String(index + 1)}` : undefined}
        >
          {item.text}
        </FeatureCard>
      ))}
    </List>
  );
}
