import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/Icon';

const STEPS: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Connect Your Data',
    text: 'Point SiteSage at your website, a sitemap, individual pages or your documents — PDFs, Word files, spreadsheets and plain text.',
    icon: 'database',
  },
  {
    title: 'AI Learns & Adapts',
    text: 'Your content is read, organised and indexed, so answers come from what your business actually says.',
    icon: 'sparkles',
  },
  {
    title: 'Smart Conversations',
    text: 'Add one script tag to your site or share a hosted link, and visitors get answers at any hour, in their own language.',
    icon: 'chat',
  },
];

const REASONS: readonly { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Human-like AI',
    text: 'Understands questions the way people ask them and keeps track of the conversation.',
    icon: 'chat',
  },
  {
    title: 'Plug & Play Integration',
    text: 'One line on your website, or connect WhatsApp, your CRM and your own systems through the API.',
    icon: 'plug',
  },
  {
    title: 'Secure & Private',
    text: 'Your data trains your assistant only, and visitor conversations stay in your account.',
    icon: 'shield',
  },
  {
    title: 'Real-Time Insights',
    text: 'See conversations, leads and the questions visitors ask most, as they happen.',
    icon: 'chart',
  },
];

export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-base-200 to-base-100">
        <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-5xl flex-col items-center justify-center gap-8 px-4 py-20 text-center">
          <p className="badge badge-primary badge-soft">AI chat assistants for website owners</p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
            Turn Your Website Into a<span className="mt-2 block text-primary">Smart AI Chatbot</span>
          </h1>
          <p className="max-w-2xl text-lg text-base-content/80">
            SiteSage learns from your website, documents and FAQs and answers your visitors’ questions in
            seconds — day and night, with no coding. Ready within minutes.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/register" className="btn btn-primary btn-lg">
              Create My AI Bot
            </Link>
            <Link to="/features" className="btn btn-ghost btn-lg">
              Explore features
            </Link>
          </div>
          <Link
            to="#how-it-works"
            className="btn btn-circle btn-ghost mt-6"
            aria-label="Scroll down to how it works"
          >
            <Icon name="arrowDown" className="h-6 w-6 motion-safe:animate-bounce" />
          </Link>
        </div>
      </section>

      <section id="how-it-works" className="scroll-mt-20 px-4 py-20">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">How It Works</h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-base-content/75">
            Three steps from your existing content to an assistant on your site.
          </p>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card border border-base-300 bg-base-100">
                <div className="card-body">
                  <div className="flex items-center gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-content">
                      <Icon name={step.icon} />
                    </span>
                    <span className="text-sm font-semibold text-base-content/60">Step {index + 1}</span>
                  </div>
                  <h3 className="card-title mt-2">{step.title}</h3>
                  <p className="text-base-content/80">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-base-200 px-4 py-20">
        <div className="mx-auto max-w-6xl">
          <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Why SiteSage?</h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((reason) => (
              <li key={reason.title} className="card bg-base-100 shadow-sm">
                <div className="card-body">
                  <Icon name={reason.icon} className="h-8 w-8 text-primary" />
                  <h3 className="card-title mt-2 text-lg">{reason.title}</h3>
                  <p className="text-base-content/80">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="px-4 py-20">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">
            Your website already has the answers
          </h2>
          <p className="text-lg text-base-content/80">
            Let visitors find them by asking. Start on the free plan and have your first assistant live today.
          </p>
          <Link to="/register" className="btn btn-primary btn-lg">
            Get Started Free
          </Link>
        </div>
      </section>
    </>
  );
}
