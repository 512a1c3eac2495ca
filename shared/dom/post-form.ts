/**
 * A full page load that posts a form (hidden fields, top level): a top-level navigation, so cookies the target sets
 * are first-party there (the identity provider's session on the way to the store's single sign-on).
 */
export function postForm(url: string, fields: Record<string, string>, doc: Document = document): void {
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
  form.submit();
}
