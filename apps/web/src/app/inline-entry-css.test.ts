import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../../build-plugins/inline-entry-css';

type Handler = (html: string, ctx: { bundle?: Record<string, unknown> }) => string;
const handler = (inlineEntryCss().transformIndexHtml as { handler: Handler }).handler;

const built = (href: string) => `<!doctype html>
<html><head>
    <meta charset="utf-8" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-b.js">
    <link rel="stylesheet" crossorigin href="${href}">
</head><body><div id="root"></div></body></html>`;
const bundle = { 'assets/index-c.css': { type: 'asset', fileName: 'assets/index-c.css', source: '.pnc-header{height:64px}' } };

describe("the build's index.html", () => {
  it("carries the entry's stylesheet as a <style> first in <head>, before the scripts", () => {
    const html = handler(built('/assets/index-c.css'), { bundle });
    // Only a disabled link is left (not fetched), which tells Vite's preload helper the file is in already.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-c.css" disabled>']);
    expect(html.indexOf('<style>.pnc-header{height:64px}</style>')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<meta charset="utf-8" />')).toBeLessThan(html.indexOf('<style>'));
  });

  it('finds the stylesheet under a deploy prefix too', () => {
    expect(handler(built('/shop/assets/index-c.css'), { bundle })).toContain('<style>.pnc-header{height:64px}</style>');
  });

  it('leaves a stylesheet it does not know, and the dev server’s page, alone', () => {
    expect(handler(built('/assets/other.css'), { bundle })).toContain('rel="stylesheet"');
    expect(handler(built('/assets/index-c.css'), {})).toContain('rel="stylesheet"');
  });
});
