export function Logo() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 11.5A3.5 3.5 0 0 1 12.5 8h7A3.5 3.5 0 0 1 23 11.5v5a3.5 3.5 0 0 1-3.5 3.5H15l-4.5 4v-4.2A3.5 3.5 0 0 1 9 16.5z"
          className="fill-primary-content"
        />
      </svg>
      SiteSage
    </span>
  );
}
