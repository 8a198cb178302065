import { CheckList } from '../CheckList';
import { MarketingIcon, type MarketingIconName } from '../MarketingIcon';
import { CUSTOMIZATION_POINTS, SECURITY_POINTS } from './features-content';

const PANELS: readonly { title: string; icon: MarketingIconName; points: readonly string[] }[] = [
  { title: 'Make it yours', icon: 'palette', points: CUSTOMIZATION_POINTS },
  { title: 'Keep it safe', icon: 'lock', points: SECURITY_POINTS },
];

/** The two halves of the Customization & Security section, side by side on wide screens. */
export function CustomizationSecurity() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PANELS.map((panel) => (
        <div key={panel.title} className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-4">
            <h3 className="card-title text-xl">
              <MarketingIcon name={panel.icon} className="h-6 w-6 text-primary" />
              {panel.title}
            </h3>
            <CheckList items={panel.points} className="text-base-content/85" />
          </div>
        </div>
      ))}
    </div>
  );
}
