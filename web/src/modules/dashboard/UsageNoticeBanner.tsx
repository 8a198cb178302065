import type { ConversationUsage } from './analytics.types';

type Props = { usage: ConversationUsage | undefined };

/**
 * The owner's notice that this billing cycle's conversations reached 80 % or 100 % of the plan's,
 * with the numbers as they are now; nothing below 80 %. The notice is recorded by the chat service
 * once per threshold per cycle, so it stays until the cycle ends.
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
            ? "Your agents have used all of this billing cycle's conversations"
            : `Your agents have used ${notice.threshold}% of this billing cycle's conversations`}
        </h2>
        <p className="text-sm">
          {full
            ? `${figures} conversations used. New visitors can't start a chat until the next billing cycle; upgrade your plan to continue now.`
            : `${figures} conversations used this billing cycle. When all are used, new visitors can't start a chat until the next cycle.`}
        </p>
      </div>
    </div>
  );
}
