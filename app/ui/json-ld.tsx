// Structured data for search engines (schema.org JSON-LD), written with the page's CSP nonce.
import { useNonce } from './nonce.tsx';

export function JsonLd({ items }: { items: readonly unknown[] }) {
  const nonce = useNonce();
  return (
    <>
      {items.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          nonce={nonce || undefined}
          // "<" escaped so that ad text can never close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
