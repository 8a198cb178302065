type SectionHeadingProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
};

/** A section's h2 and its one-line introduction, centred. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro === undefined ? null : <p className="mt-3 text-base-content/80">{intro}</p>}
    </div>
  );
}
