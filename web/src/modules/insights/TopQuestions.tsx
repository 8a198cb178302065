import type { AgentInsights } from './insights.types';

/** The questions visitors asked most, grouped by meaning as on the unanswered questions page. */
export function TopQuestions({ insights }: { insights: AgentInsights }) {
  const top = insights.top_questions;
  const most = Math.max(1, ...top.map((question) => question.count));
  return (
    <section className="card card-border bg-base-100" aria-labelledby="top-questions">
      <div className="card-body gap-3 p-4">
        <h2 id="top-questions" className="text-lg font-semibold">
          Top questions
        </h2>
        {insights.grouped_questions < insights.questions && (
          <p className="text-sm text-base-content/70">
            From the latest {insights.grouped_questions.toLocaleString()} of{' '}
            {insights.questions.toLocaleString()} questions.
          </p>
        )}
        {top.length === 0 ? (
          <p className="text-base-content/70">No questions yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Top questions">
            {top.map((question) => (
              <li key={question.question} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium wrap-anywhere">{question.question}</span>
                  <span className="shrink-0 text-sm text-base-content/70 tabular-nums">
                    {question.count === 1 ? 'Asked once' : `Asked ${question.count.toLocaleString()} times`}
                  </span>
                </div>
                <progress
                  className="progress progress-primary h-1.5"
                  value={question.count}
                  max={most}
                  aria-hidden="true"
                />
                {question.examples.length > 0 && (
                  <p className="text-sm text-base-content/70 wrap-anywhere">
                    Also asked as: {question.examples.join(' · ')}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
