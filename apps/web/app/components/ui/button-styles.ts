/** Class names shared by buttons and button-like links. */
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60';
export const buttonPrimary = `${buttonBase} bg-accent text-accent-fg hover:bg-accent-hover`;
export const buttonSecondary = `${buttonBase} bg-surface text-fg ring-1 ring-inset ring-line-strong hover:bg-sunken`;
export const buttonGhost = `${buttonBase} text-accent hover:bg-accent-soft`;
