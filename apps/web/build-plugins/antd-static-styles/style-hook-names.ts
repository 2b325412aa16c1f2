/**
 * The cache names of the style hooks an Ant Design style module declares, as @ant-design/cssinjs-utils builds
 * them: `genStyleHooks('Button', …)` → "Button-Button", `genSubStyleComponent(['Input', 'Search'], …)` →
 * "Input-Search". Read from the module's source, because the static stylesheet has to follow the module into
 * whichever chunk the bundler puts it in.
 */
export function styleHookNames(source: string): string[] {
  const call = /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(?:'([^']+)'|\[\s*'([^']+)'\s*,\s*'([^']+)'\s*\])/g;
  const names: string[] = [];
  for (const match of source.matchAll(call)) {
    const name = match[1] ? `${match[1]}-${match[1]}` : `${match[2]}-${match[3]}`;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}
