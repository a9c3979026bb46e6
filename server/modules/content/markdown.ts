// Page text is Markdown written by admins, shown as HTML to everyone: rendered here, on the server, by markdown-it
// with raw HTML switched off, so that the only tags in the output are the ones Markdown itself makes. Anything
// typed as HTML (a <script>, an <img onerror>) comes out as visible text, and markdown-it's link check refuses
// javascript:, vbscript:, file: and data: URLs (decision 80).
import MarkdownIt from 'markdown-it';
import { embedHref, type Platform } from '../../../core/content-pages.ts';

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

/** Safe HTML for a page's Markdown. */
export function renderMarkdown(source: string, platform: Platform | null = null): string {
  const env: RenderEnv = { platform };
  return markdown.render(source, env);
}

/** The text of the first paragraph, for the page's meta description (at most 160 characters). */
export function summarize(source: string): string {
  const paragraph =
    source
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !block.startsWith('#') && !block.startsWith('-') && !/^\d+\./.test(block)) ?? '';
  const text = paragraph
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}
