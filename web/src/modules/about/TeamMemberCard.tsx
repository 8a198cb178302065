import type { TeamMember } from './team';

const PORTRAIT_SIZE = 160;

/** A founder: portrait, name, role and a one-line bio. Render it inside a <ul>. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 text-center">
        <img
          src={member.image}
          alt={`Illustrated portrait of ${member.name}`}
          width={PORTRAIT_SIZE}
          height={PORTRAIT_SIZE}
          loading="lazy"
          decoding="async"
          className="h-32 w-32 rounded-full ring-4 ring-primary/20 sm:h-40 sm:w-40"
        />
        <h3 className="mt-2 text-xl font-bold">{member.name}</h3>
        <p className="grow-0 text-sm font-semibold tracking-wide text-base-content/75 uppercase">
          {member.role}
        </p>
        <p className="text-base-content/80">{member.bio}</p>
      </div>
    </li>
  );
}
