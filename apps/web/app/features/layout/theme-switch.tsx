import { MonitorIcon, MoonIcon, SunIcon } from '../../components/ui/icons';
import { useT } from '../../lib/i18n/i18n-context';
import { THEMES, type Theme, useTheme } from '../../lib/theme/use-theme';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Light / Dark / System. Compact shows icons only (the names stay available to assistive tech). */
export function ThemeSwitch({ isCompact = false }: { isCompact?: boolean }) {
  const t = useT();
  const [theme, setTheme] = useTheme();
  const label = (value: Theme) => t(`common.theme.${value}`);
  return (
    <div
      role="group"
      aria-label={t('common.theme.label')}
      className="hidden rounded-xl bg-sunken p-1 ring-1 ring-inset ring-line [.js_&]:inline-flex"
    >
      {THEMES.map((value) => {
        const Icon = ICONS[value];
        const isCurrent = theme === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={isCurrent}
            title={isCompact ? label(value) : undefined}
            onClick={() => setTheme(value)}
            className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors ${
              isCurrent ? 'bg-surface text-fg shadow-sm ring-1 ring-line' : 'text-muted hover:text-fg'
            }`}
          >
            <Icon className="size-4" />
            <span className={isCompact ? 'sr-only' : ''}>{label(value)}</span>
          </button>
        );
      })}
    </div>
  );
}
