import type { SessionFilter } from './conversations.types';

const OPTIONS: ReadonlyArray<{ value: SessionFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'needs_attention', label: 'Needs attention' },
  { value: 'declined', label: 'Declined' },
];

/** All conversations, those flagged for the owner, or those where the agent declined a question. */
export function SessionFilterTabs({
  filter,
  onChange,
}: {
  filter: SessionFilter;
  onChange: (filter: SessionFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show conversations" className="join mb-4">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className={`btn join-item btn-sm ${filter === option.value ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={filter === option.value}
          onClick={() => {
            onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
