/** The contest area's tabs, in the order of the specification (§2), and their path segments. */
export const CONTEST_TABS = ['information', 'startlist', 'tracking', 'results', 'live', 'contact'] as const;
export type ContestTab = (typeof CONTEST_TABS)[number];

export function contestPath(eventId: string, contestId: string, tab?: ContestTab): string {
  const base = `/event/${encodeURIComponent(eventId)}/contest/${encodeURIComponent(contestId)}`;
  return tab ? `${base}/${tab}` : base;
}
