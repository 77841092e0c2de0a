import { redirect } from 'react-router';
import { readStatus } from '../../../lib/services.server';
import { type ListQuery, pageCount, toSearch } from './list-query';

/**
 * The start list's or results' loader: the list's state from the URL query, then that page from
 * the reads. A page past the end (an old link to a list that shrank) redirects to the last page; a
 * filter the contest does not have (an age group or checkpoint from an old link) makes the API
 * answer 400, and the page opens without filters.
 */
export async function loadListPage<Query extends ListQuery, List extends { total: number }>(
  url: URL,
  parse: (params: URLSearchParams) => Query,
  find: (query: Query) => Promise<List>,
): Promise<{ query: Query; list: List }> {
  const query = parse(url.searchParams);
  try {
    const list = await find(query);
    const pages = pageCount(list.total);
    if (query.page > pages) throw redirect(`${url.pathname}${toSearch({ ...query, page: pages })}`);
    return { query, list };
  } catch (error) {
    if (readStatus(error) === 400) throw redirect(url.pathname);
    throw error;
  }
}
