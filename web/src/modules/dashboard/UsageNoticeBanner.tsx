import type { ConversationUsage } from './analytics.types';

type Props = { usage: ConversationUsage | undefined };

/**
 * The owner's notice that this month's conversations reached 80 % or 100 % of the plan's, with the
 * numbers as they are now; nothing below 80 %. The notice is recorded by the chat service once per
 * threshold per month, so it stays until the month ends.
 */
export function UsageNoticeBanner({ usage }: Props) {
  const notice = usage?.notices[0];
  if (!usage || !notice) return null;
  const full = notice.threshold >= 100;
  const figures = `${usage.used.toLocaleString()} of ${usage.limit.toLocaleString()}`;
  return (
    <div role="alert" className={`alert mt-6 ${full ? 'alert-error' : 'alert-warning'}`}>
      <div>
        <h2 className="font-semibold">
          {full
            ? "Your agents have used all of this month's conversations"
            : `Your agents have used ${notice.threshold}% of this month's conversations`}
        </h2>
        <p className="text-sm">
          {full
            ? `${figures} conversations used. New visitors can't start a chat until next month; upgrade your plan to continue now.`
            : `${figures} conversations used this month. When all are used, new visitors can't start a chat until next month.`}
        </p>
      </div>
    </div>
  );
}
