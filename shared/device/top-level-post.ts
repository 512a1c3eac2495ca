/**
 * A full page load that posts hidden fields (a form submitted at the top level). The form is removed as soon as it
 * is submitted: its fields can carry a secret (a one-time sign-on code), and a page kept in the back/forward cache would keep it
 * in its DOM.
 */
export function topLevelPost(doc: Document, url: string, fields: Record<string, string>): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  // A theme's `no-referrer` or `same-origin` policy would send this cross-origin post with `Origin: null`, and the
  // receiver takes it only from the store's origin: for this navigation the page takes the browsers' default policy
  // (the last referrer meta inserted wins), which names the origin and no path.
  const policy = doc.createElement('meta');
  policy.name = 'referrer';
  policy.content = 'strict-origin-when-cross-origin';
  doc.head.append(policy);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
