import { COMPARISON_MARKS, type ComparisonMark } from './comparison';

/** One cell of the comparison table: a symbol to see, a word to hear. */
export function ComparisonMarkCell({ mark, highlighted }: { mark: ComparisonMark; highlighted: boolean }) {
  const { symbol, text, className } = COMPARISON_MARKS[mark];
  return (
    <td className={`text-center ${highlighted ? 'bg-primary/5' : ''}`}>
      <span aria-hidden="true" className={`text-xl font-bold ${className}`}>
        {symbol}
      </span>
      <span className="sr-only">{text}</span>
    </td>
  );
}
