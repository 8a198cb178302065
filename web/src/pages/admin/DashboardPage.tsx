import { useGetCurrentAccountQuery } from '../../modules/billing/billing.api';
import { UsageMeters } from '../../modules/billing/UsageMeters';
import { useGetAnalyticsQuery } from '../../modules/dashboard/analytics.api';
import { RecentActivityTable } from '../../modules/dashboard/RecentActivityTable';
import { StatTile } from '../../modules/dashboard/StatTile';
import { UsageNoticeBanner } from '../../modules/dashboard/UsageNoticeBanner';
import { PageLoader } from '../../ui/PageLoader';
import { useListProjectsQuery } from '../../modules/projects/projects.api';
import { useGetUnansweredCountsQuery } from '../../modules/unanswered/unanswered.api';
import { UnansweredWaiting } from '../../modules/unanswered/UnansweredWaiting';

export function DashboardPage() {
  // A failure shows no message (spec §8): the loading simply ends and the tiles stay blank.
  const { data, isLoading } = useGetAnalyticsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const account = useGetCurrentAccountQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const unanswered = useGetUnansweredCountsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const agents = useListProjectsQuery({ offset: 0, search: '' });
  const agentNames = new Map((agents.data?.data ?? []).map((agent) => [agent.id, agent.name]));

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {isLoading ? (
        <PageLoader label="Loading your figures" />
      ) : (
        <>
          {/* Billing's figures follow the paid cycle; chat's monthly notice stands in when billing
              does not answer. */}
          {account.data !== undefined ? (
            <div className="mt-6">
              <UsageMeters account={account.data} withPlanLink />
            </div>
          ) : account.isError ? (
            <UsageNoticeBanner usage={data?.conversation_usage} />
          ) : null}
          <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatTile label="Total Sessions" value={data?.total_sessions} icon="chat" />
            <StatTile
              label="Active Sessions"
              value={data?.total_active_sessions}
              icon="clock"
              caption="A message in the last 30 minutes"
            />
            <StatTile label="Total Responses" value={data?.total_responses} icon="send" />
            <StatTile label="Chatbots" value={data?.total_projects} icon="agents" />
          </div>
          <UnansweredWaiting counts={unanswered.data} names={agentNames} />
          <div className="card card-border mt-6 bg-base-100">
            <div className="card-body">
              <h2 className="card-title">Recent Activity</h2>
              <RecentActivityTable activity={data?.recent_activity ?? []} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
