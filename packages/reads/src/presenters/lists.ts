/** The list envelope `{ items, total, page, pageSize }` (design §4). */
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A complete list on one page (reference lists are small; pageSize is the count, at least 1). */
export function wholeList<T>(items: T[]): ListPage<T> {
  return { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) };
}

/** One page of a longer list. */
export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): ListPage<T> {
  return { items, total, page, pageSize };
}
