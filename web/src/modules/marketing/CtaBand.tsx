import { useId } from 'react';
import { Link } from 'react-router-dom';

type CtaBandProps = {
  title: string;
  text: string;
  /** Where the button goes, a path inside the site. */
  to: string;
  label: string;
};

/** The closing call to action of a public page: a heading, one sentence and one button. */
export function CtaBand({ title, text, to, label }: CtaBandProps) {
  const headingId = useId();
  // A base-coloured panel rather than a primary one: body text on primary falls short of 4.5:1
  // contrast in the corporate theme.
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-box border border-base-300 bg-base-200 px-6 py-12 text-center sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-base-content/80">{text}</p>
        <Link to={to} className="btn btn-primary btn-lg">
          {label}
        </Link>
      </div>
    </section>
  );
}
