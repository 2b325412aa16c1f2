/**
 * Ant Design's Button puts a space between the two characters of a two-character Chinese label (今 天). Buttons of
 * the app's own that stand beside antd's do the same; a plain module, as the web build publishes such labels for
 * the server's first screens too (build-plugins/first-pages.ts).
 */
export const spacedLabel = (label: string) => (/^[\u4e00-\u9fa5]{2}$/.test(label) ? label.split('').join(' ') : label);
