/** The account hub's address for an operation; the sign-in destination travels along the flow. */
export function accountHubUrl(
  operation: string,
  params: Record<string, string | undefined> = {},
  current: URLSearchParams = new URL(window.location.href).searchParams,
): string {
  const q = new URLSearchParams({ operation });
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const destination = current.get('destinationPath');
  if (destination && !q.has('destinationPath')) q.set('destinationPath', destination);
  return `/pages/myaccount?${q}`;
}
