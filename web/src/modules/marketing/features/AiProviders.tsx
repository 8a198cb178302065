import { AI_PROVIDERS } from './features-content';

/** The AI providers SiteSage works with, as a short line of names. */
export function AiProviders() {
  return (
    <div className="mt-12 flex flex-col items-center gap-4 text-center">
      <h3 className="text-lg font-semibold">Works with the models you trust</h3>
      <ul className="flex flex-wrap justify-center gap-3" aria-label="Supported AI providers">
        {AI_PROVIDERS.map((provider) => (
          <li key={provider} className="badge badge-lg badge-outline px-4 py-4 font-semibold">
            {provider}
          </li>
        ))}
      </ul>
      <p className="max-w-xl text-sm text-base-content/75">
        Whichever model writes the reply, it is given only passages from your own content and told to stay
        within them.
      </p>
    </div>
  );
}
