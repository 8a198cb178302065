/** Shown while the agent loads. */
export function Spinner() {
  return (
    <div className="flex h-dvh items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-neutral-500" aria-hidden="true" />
      <span className="sr-only">Loading the chat</span>
    </div>
  );
}
