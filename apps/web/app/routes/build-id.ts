/** The id of the running build; the browser compares it with its own to notice a new deployment. */
export function loader() {
  return Response.json({ buildId: __BUILD_ID__ }, { headers: { 'Cache-Control': 'no-store' } });
}
