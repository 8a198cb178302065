import { useId, useState } from 'react';
import { applyTheme, isTheme, readStoredTheme, THEMES } from './theme.storage';

function themeLabel(theme: string): string {
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}

/** A menu row choosing among the 35 themes; the choice applies at once and is remembered. */
export function ThemeSelect() {
  const [theme, setTheme] = useState(readStoredTheme);
  const id = useId();

  return (
    // Clicks inside must not reach the menu, which closes on any click: the select needs them.
    <li
      onClick={(event) => {
        event.stopPropagation();
      }}
    >
      <div className="flex items-center justify-between gap-2 hover:bg-transparent active:bg-transparent">
        <label htmlFor={id}>Theme</label>
        <select
          id={id}
          className="select select-sm w-32"
          value={theme}
          onChange={(event) => {
            const chosen = event.target.value;
            if (!isTheme(chosen)) return;
            setTheme(chosen);
            applyTheme(chosen);
          }}
        >
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {themeLabel(name)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
