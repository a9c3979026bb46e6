// Page text is Markdown written by admins, shown as HTML to everyone: rendered here, on the server, by markdown-it
// with raw HTML switched off, so that the only tags in the output are the ones Markdown itself makes. Anything
// typed as HTML (a <script>, an <img onerror>) comes out as visible text, and markdown-it's link check refuses
// javascript:, vbscript:, file: and data: URLs (decision 80).
import MarkdownIt from 'markdown-it';
import { embedHref, type Platform } from '../../../core/content-pages.ts';
import { replaceBengaliDigits } from '../../../core/digits.ts';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, idx, options, env: RenderEnv, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href');
  if (token && href) {
    if (/^https?:\/\//i.test(href)) {
      // Links out of the site: no referrer details, no access to this window.
      token.attrSet('rel', 'noopener noreferrer nofollow');
    } else {
      token.attrSet('href', embedHref(href, env.platform));
    }
  }
  return defaultLinkOpen ? defaultLinkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

interface RenderEnv {
  /** Inside an app's web view: links to pages that have an embedded form keep the platform segment. */
  platform: Platform | null;
}

// Markdown knows only Western digits as list numbers, so "১. …" on its own line was a paragraph run together with
// the next. The number of a list item is made Western for markdown-it; bn pages draw the numbers in Bengali digits
// again with CSS (app/app.css: list-style bengali), so the reader sees the same ১, ২, ৩.
const BENGALI_LIST_ITEM = /^( {0,3})([\u09E6-\u09EF]{1,9})([.)])(?=[ \t]|$)/gm;

/** Safe HTML for a page's Markdown. */
export function renderMarkdown(source: string, platform: Platform | null = null): string {
  const env: RenderEnv = { platform };
  const western = source.replace(
    BENGALI_LIST_ITEM,
    (_line, indent: string, number: string, mark: string) => indent + replaceBengaliDigits(number) + mark,
  );
  return markdown.render(western, env);
}

/** The text of the first paragraph, for the page's meta description (at most 160 characters). */
export function summarize(source: string): string {
  const paragraph =
    source
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find(
        (block) => block && !block.startsWith('#') && !block.startsWith('-') && !/^[\d\u09E6-\u09EF]+\./.test(block),
      ) ?? '';
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
