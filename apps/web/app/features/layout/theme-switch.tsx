import { MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { useT } from '../../lib/i18n/i18n-context';
import { THEMES, type Theme, useTheme } from '../../lib/theme/use-theme';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * Light / Dark / System. Compact shows icons only (the names stay available to assistive tech). Styled by app.css
 * (`.theme-switch`): the header has two of them, on every page.
 */
export function ThemeSwitch({ isCompact = false }: { isCompact?: boolean }) {
  const t = useT();
  const [theme, setTheme] = useTheme();
  const label = (value: Theme) => t(`common.theme.${value}`);
  return (
    <div role="group" aria-label={t('common.theme.label')} className="theme-switch">
      {THEMES.map((value) => {
        const Icon = ICONS[value];
        return (
          <button
            key={value}
            type="button"
            // The inline head script presses the stored choice before first paint (lib/theme/theme-script.ts);
            // the pressed look follows the attribute, so it is right before hydration too.
            aria-pressed={theme === value}
            data-theme-choice={value}
            suppressHydrationWarning
            title={isCompact ? label(value) : undefined}
            onClick={() => setTheme(value)}
            className="theme-choice"
          >
            <Icon className="size-4" />
            <span className={isCompact ? 'sr-only' : undefined}>{label(value)}</span>
          </button>
        );
      })}
    </div>
  );
}
