/**
 * Stroke icons (24×24, in the text colour), decorative: an empty aria-hidden <span> drawn by its `icon-<name>` rule
 * in app.css, where each icon's SVG lives once.
 */
type IconProps = { className?: string };

function Icon({ name, className = 'size-4' }: IconProps & { name: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}

export function CalendarIcon(props: IconProps) {
  return <Icon name="calendar" {...props} />;
}

export function PinIcon(props: IconProps) {
  return <Icon name="pin" {...props} />;
}

export function ClockIcon(props: IconProps) {
  return <Icon name="clock" {...props} />;
}

export function SearchIcon(props: IconProps) {
  return <Icon name="search" {...props} />;
}

/** Points to the reading direction's end; mirrored in right-to-left pages (by `transform`). */
export function ChevronIcon({ className = 'size-4' }: IconProps) {
  return <Icon name="chevron" className={`${className} rtl:[transform:scaleX(-1)]`} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Icon name="chevron-down" {...props} />;
}

export function SunIcon(props: IconProps) {
  return <Icon name="sun" {...props} />;
}

export function MoonIcon(props: IconProps) {
  return <Icon name="moon" {...props} />;
}

export function MonitorIcon(props: IconProps) {
  return <Icon name="monitor" {...props} />;
}

export function GlobeIcon(props: IconProps) {
  return <Icon name="globe" {...props} />;
}

export function MenuIcon(props: IconProps) {
  return <Icon name="menu" {...props} />;
}

export function UsersIcon(props: IconProps) {
  return <Icon name="users" {...props} />;
}

export function FlagIcon(props: IconProps) {
  return <Icon name="flag" {...props} />;
}

export function RouteIcon(props: IconProps) {
  return <Icon name="route" {...props} />;
}

export function InfoIcon(props: IconProps) {
  return <Icon name="info" {...props} />;
}

export function ShareIcon(props: IconProps) {
  return <Icon name="share" {...props} />;
}

export function DownloadIcon(props: IconProps) {
  return <Icon name="download" {...props} />;
}

export function BellIcon(props: IconProps) {
  return <Icon name="bell" {...props} />;
}
