import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-sunken text-fg ring-line',
  accent: 'bg-accent-soft text-accent-soft-fg ring-transparent',
  live: 'bg-live-soft text-live ring-transparent',
} as const;

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {tone === 'live' ? <span className="size-1.5 rounded-full bg-current" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
