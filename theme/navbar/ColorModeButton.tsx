import { ThemeContext } from '@rspress/core/runtime';
import { useContext } from 'react';

/**
 * The colour-mode switch: a button whose name states the current mode. The mode itself
 * (the `theme` key, cross-tab sync, first paint) is theme/logic/useThemeState.ts; the icon
 * follows html.dark in CSS (theme/styles/icons.css), so the server-rendered button never changes size on hydration.
 */
export function ColorModeButton({ className = '' }: { className?: string }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const current = theme === 'dark' ? 'dark' : 'light';
  const label = `Switch between dark and light mode (currently ${current} mode)`;
  return (
    <button
      type="button"
      className={`color-mode-button ${className}`.trim()}
      aria-label={label}
      title={label}
      onClick={() => setTheme?.(current === 'dark' ? 'light' : 'dark')}
    >
      {/* Its icon (sun, or moon in dark mode): theme/styles/icons.css. */}
    </button>
  );
}
