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
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
