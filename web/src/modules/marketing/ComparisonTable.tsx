import { useId } from 'react';
import { COMPARISON_COLUMNS, COMPARISON_MARKS, COMPARISON_ROWS } from './comparison';
import { ComparisonMarkCell } from './ComparisonMarkCell';

const LEGEND = (['yes', 'partial', 'no'] as const).map((mark) => COMPARISON_MARKS[mark]);

// The capability column stays put while the marks scroll under it.
const PINNED = 'sticky left-0 z-[1] bg-base-100';

/**
 * SiteSage against kinds of tools (spec §1). On a narrow screen the table scrolls inside its own
 * box, which is focusable so keyboard users can scroll it too; the page itself never scrolls sideways.
 */
export function ComparisonTable() {
  const captionId = useId();
  return (
    <div>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <table className="table min-w-[38rem]">
          {/* The section heading titles the table on screen; a visible caption would scroll away. */}
          <caption id={captionId} className="sr-only">
            SiteSage compared with other kinds of website chat tools
          </caption>
          <thead>
            <tr>
              <th scope="col" className={PINNED}>
                Capability
              </th>
              {COMPARISON_COLUMNS.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={`text-center ${index === 0 ? 'bg-primary/5 font-bold text-base-content' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.capability}>
                <th scope="row" className={`${PINNED} min-w-36 font-medium`}>
                  {row.capability}
                </th>
                {row.marks.map((mark, index) => (
                  <ComparisonMarkCell key={COMPARISON_COLUMNS[index]} mark={mark} highlighted={index === 0} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-base-content/75 sm:hidden">
        Scroll the table sideways to see every column.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-base-content/75">
        {/* Screen readers hear the words in the cells themselves, so the key is for the eye only. */}
        <span aria-hidden="true" className="flex flex-wrap gap-x-5">
          {LEGEND.map(({ symbol, text, className }) => (
            <span key={text}>
              <span className={`font-bold ${className}`}>{symbol}</span> {text}
            </span>
          ))}
        </span>
        <span>What each kind of tool typically offers; individual products differ.</span>
      </p>
    </div>
  );
}
