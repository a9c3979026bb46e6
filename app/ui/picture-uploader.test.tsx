import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { PictureUploader } from './picture-uploader.tsx';

function render(path: string, element: React.ReactElement) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path=":locale/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The attributes of every <input> in `html`. */
const inputs = (html: string) =>
  [...html.matchAll(/<input ([^>]*?)\/?>/g)].map((tag) =>
    Object.fromEntries([...(tag[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );

const initial = [
  { id: 41, thumbnail: '/media/p/ab12/0123456789abcdef01234567/card.webp' },
  { id: 7, thumbnail: '/media/p/cd34/0123456789abcdef01234567/card.webp' },
];

describe('the picture uploader as the server draws it (and as it stays without JavaScript)', () => {
  test('is a multipart file input named pictures, for phone photos too', () => {
    const html = render('/en/post-ad/details', <PictureUploader max={5} />);
    const [file] = inputs(html);
    expect(file).toMatchObject({ type: 'file', name: 'pictures', multiple: '' });
    expect(file?.accept).toContain('image/heic');
    expect(html).toContain('Add up to 5 pictures');
    // Drawn as the labelled button: the browser's own "Choose Files / No file chosen" never shows.
    expect(file?.class).toBe('sr-only');
    expect(html).toMatch(/<label [^>]*>Add pictures<input [^>]*name="pictures"/);
  });

  test('keeps the pictures already uploaded, in order, each with a ticked checkbox named picture_ids', () => {
    const html = render('/en/post-ad/details', <PictureUploader max={5} initial={initial} />);
    const kept = inputs(html).filter((input) => input.type === 'checkbox');
    expect(kept).toEqual([
      expect.objectContaining({ name: 'picture_ids', value: '41', checked: '' }),
      expect.objectContaining({ name: 'picture_ids', value: '7', checked: '' }),
    ]);
    expect(html).toContain('Keep picture 2');
    expect(html).toContain('src="/media/p/ab12/0123456789abcdef01234567/card.webp"');
  });

  test('shows a field error and speaks Bengali with Bengali digits', () => {
    const html = render(
      '/bn/post-ad/details',
      <PictureUploader max={10} initial={initial} error="এই বিজ্ঞাপনে অনেক বেশি ছবি।" />,
    );
    expect(html).toContain('সর্বোচ্চ ১০টি ছবি');
    expect(html).toContain('ছবি ২ রাখুন');
    expect(html).toMatch(/role="alert"[^>]*>এই বিজ্ঞাপনে অনেক বেশি ছবি।/);
  });
});
