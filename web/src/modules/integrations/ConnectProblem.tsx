import { NOT_CONFIGURED_HELP } from './integrations-messages';

type ConnectProblemProps = {
  /** What the server said when Connect was refused; null while nothing went wrong. */
  detail: string | null;
  /** The server's word on whether this installation has a Meta app; false adds what to do about it. */
  configured: boolean;
};

/** Why Connect did not open Meta's dialog, where the owner clicked it. */
export function ConnectProblem({ detail, configured }: ConnectProblemProps) {
  if (detail === null) return null;
  return (
    <div role="alert" className="alert alert-warning alert-soft items-start text-sm">
      <div className="flex flex-col gap-1">
        <span className="font-medium">{detail}</span>
        {!configured && <span>{NOT_CONFIGURED_HELP}</span>}
      </div>
    </div>
  );
}
