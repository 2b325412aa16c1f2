/**
 * Leaves for a provider's page (a payment page, a store map) the way the provider asks: a real form posted by the
 * browser with the fields the server signed, in UTF-8. The page is left; nothing comes back to this code.
 */
export function postForm({ action, fields }: { action: string; fields: Record<string, string> }, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
