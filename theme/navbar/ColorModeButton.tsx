import { ThemeContext } from '@rspress/core/runtime';
import { useContext } from 'react';

/**
 * The colour-mode switch: a button whose name states the current mode. The mode itself
 * (the `theme` key, cross-tab sync, first paint) is theme/logic/useThemeState.ts; the icons
 * follow html.dark in CSS, so the server-rendered button never changes size on hydration.
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
      <svg
        className="color-mode-button__icon color-mode-button__icon--sun"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <svg
        className="color-mode-button__icon color-mode-button__icon--moon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z" fill="currentColor" />
      </svg>
    </button>
  );
}
