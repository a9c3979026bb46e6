import { describe, expect, test } from 'vitest';
import { renderMarkdown, summarize } from './markdown.ts';

describe('renderMarkdown', () => {
  test('turns a typed <script> into visible text, never an element', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('drops event handler attributes: an <img onerror> stays text', () => {
    const html = renderMarkdown('<img src=x onerror="alert(1)">\n\n![pic](/media/a.webp)');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).toContain('<img src="/media/a.webp" alt="pic">');
  });

  test('refuses javascript:, vbscript: and data: links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ]) {
      const html = renderMarkdown(`[click](${url})`);
      expect(html, url).not.toMatch(/href="(javascript|vbscript|data):/i);
      expect(html, url).not.toContain('<a');
    }
  });

  test('marks links to other sites noopener and leaves the site’s own links alone', () => {
    expect(renderMarkdown('[bKash](https://www.bkash.com)')).toContain(
      '<a href="https://www.bkash.com" rel="noopener noreferrer nofollow">bKash</a>',
    );
    expect(renderMarkdown('[FAQ](/en/help/faq)')).toContain('<a href="/en/help/faq">FAQ</a>');
  });

  test('inside an app keeps links to embeddable pages in the embed, with the platform where the route puts it', () => {
    expect(renderMarkdown('[FAQ](/en/help/faq)', 'android')).toContain('href="/en/help/faq/android"');
    expect(renderMarkdown('[Tips](/bn/sell-fast)', 'ios')).toContain('href="/bn/ios/sell-fast"');
    // Pages without an embedded form are linked as they are.
    expect(renderMarkdown('[Post](/bn/post-ad)', 'ios')).toContain('href="/bn/post-ad"');
  });
});

describe('numbered lists', () => {
  test('read Bengali-numbered lines as a list, not one paragraph run together', () => {
    const html = renderMarkdown('কীভাবে:\n\n১. ছবি তুলুন\n২. দাম লিখুন\n১০) পোস্ট করুন');
    expect(html).toContain('<ol>');
    // "১০)" uses another delimiter, so Markdown starts a second list there, at ten.
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('<li>ছবি তুলুন</li>');
    expect(html).toContain('<ol start="10">');
  });

  test('leave Bengali digits inside a line alone', () => {
    expect(renderMarkdown('দাম ১২০০০ টাকা। ২০২৬ সালে।')).toBe('<p>দাম ১২০০০ টাকা। ২০২৬ সালে।</p>\n');
  });
});

describe('summarize', () => {
  test('takes the first paragraph as plain text, cut at 160 characters', () => {
    expect(summarize('## Title\n\nRead **this** [page](/en/terms).\n\nMore.')).toBe('Read this page.');
    expect(summarize(`${'long '.repeat(60)}`)).toHaveLength(158);
  });
});
