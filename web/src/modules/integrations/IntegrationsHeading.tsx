/** The integrations pages' title and what they are for. */
export function IntegrationsHeading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
      <p className="mt-2 text-base-content/80">
        Connect an agent to the places your customers and your team already are.
      </p>
    </div>
  );
}
