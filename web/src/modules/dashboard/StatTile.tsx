import { Icon, type IconName } from '../../ui/Icon';

type StatTileProps = {
  label: string;
  value: number | undefined;
  icon: IconName;
  /** What the figure counts, when the label alone does not say. */
  caption?: string;
};

/** One dashboard figure; '—' when it could not be loaded. */
export function StatTile({ label, value, icon, caption }: StatTileProps) {
  return (
    <div className="card card-border bg-base-100">
      <div className="card-body flex-row items-center gap-4 p-5">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-box bg-primary/10 text-primary">
          <Icon name={icon} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-base-content/70">{label}</p>
          <p className="text-2xl font-bold">{value === undefined ? '—' : value.toLocaleString()}</p>
          {caption && <p className="text-xs text-base-content/60">{caption}</p>}
        </div>
      </div>
    </div>
  );
}
