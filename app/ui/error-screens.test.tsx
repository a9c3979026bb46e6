import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { ErrorScreen } from './error-screens.tsx';

function render(path: string, element: React.ReactElement) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path=":locale/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the fallback error screen (spec section 2)', () => {
  test('says we got into a bad state, shows the message and links to /en/ads', () => {
    const html = render('/en/ad/x', <ErrorScreen notFound={false} error={new Error('Cannot read the price')} />);
    expect(html).toContain('We got into a bad state. Sorry!');
    expect(html).toContain('Cannot read the price');
    expect(html).toContain('href="/en/ads"');
    expect(html).toContain('Click here to go to the home page');
  });

  test('is in Bengali on Bengali pages', () => {
    const html = render('/bn/ads', <ErrorScreen notFound={false} error={new Error('boom')} />);
    expect(html).toContain('আমরা একটি সমস্যায় পড়েছি। দুঃখিত!');
    expect(html).toContain('href="/bn/ads"');
  });

  test('shows the not-found page for a 404', () => {
    const html = render('/en/nope', <ErrorScreen notFound error={null} />);
    expect(html).toContain('Page not found');
  });
});
