import { useId } from 'react';
import type { Project } from '../projects/projects.types';

type AgentSelectorProps = {
  agents: readonly Pick<Project, 'id' | 'name'>[];
  selectedId: string;
  onSelect: (id: string) => void;
};

/** Which agent the integrations page shows (spec §2). */
export function AgentSelector({ agents, selectedId, onSelect }: AgentSelectorProps) {
  const id = useId();
  return (
    <div className="flex w-full flex-col gap-1 sm:w-80">
      <label htmlFor={id} className="text-sm font-medium">
        Agent
      </label>
      <select
        id={id}
        className="select w-full"
        value={selectedId}
        onChange={(event) => {
          onSelect(event.target.value);
        }}
      >
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </select>
    </div>
  );
}
