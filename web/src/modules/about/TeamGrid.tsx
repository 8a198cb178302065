import { TeamMemberCard } from './TeamMemberCard';
import { TEAM } from './team';

/** The founders, side by side from tablet width up. */
export function TeamGrid() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-2">
      {TEAM.map((member) => (
        <TeamMemberCard key={member.name} member={member} />
      ))}
    </ul>
  );
}
