import type { InsightsWindow } from './insights.types';

const WINDOWS: InsightsWindow[] = [7, 30];

/** Last 7 days | Last 30 days, as a pair of pressed/unpressed buttons. */
export function InsightsWindowToggle({
  days,
  onChange,
}: {
  days: InsightsWindow;
  onChange: (days: InsightsWindow) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="join">
      {WINDOWS.map((window) => (
        <button
          key={window}
          type="button"
          aria-pressed={window === days}
          className={`btn btn-sm join-item ${window === days ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => {
            onChange(window);
          }}
        >
          Last {window} days
        </button>
      ))}
    </div>
  );
}
