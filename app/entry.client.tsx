// The browser's entry: React Router's default, except that it waits for the server's data first. The client build
// hydrates with Preact (decision 204), and HydratedRouter's first render throws a promise (suspends) until it has
// decoded the data the server streamed into the page: React 19 waits for it at the root; Preact has no root boundary,
// and a Suspense boundary around the document makes it append a second copy of the page instead of hydrating. So the
// first call happens here, outside rendering (it throws before using any hook), and hydration starts once it settles.
import { type ComponentChildren, options, toChildArray, type VNode } from 'preact';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// preact/compat gives a <select defaultValue> its value by marking its <option> children `selected`, but not options
// inside an <optgroup> (the model list, grouped by brand): a form drawn again after a failed submission would lose the
// model chosen. This marks those too, before compat handles the rest.
const compatVNodeHook = options.vnode;
options.vnode = (vnode: VNode<{ defaultValue?: unknown; multiple?: boolean; children?: ComponentChildren }>) => {
  const { defaultValue, multiple, children } = vnode.props;
  if (vnode.type === 'select' && defaultValue != null && !multiple)
    for (const group of toChildArray(children))
      if (typeof group === 'object' && group.type === 'optgroup')
        for (const option of toChildArray((group.props as { children?: ComponentChildren }).children))
          if (typeof option === 'object')
            (option.props as { selected?: boolean; value?: unknown }).selected =
              (option.props as { value?: unknown }).value === defaultValue;
  compatVNodeHook?.(vnode);
};

try {
  HydratedRouter({});
} catch (thrown) {
  if (!(thrown instanceof Promise)) throw thrown;
  await thrown;
}

/**
 * Where the page is hydrated. Preact renders into `document.documentElement` when given `document`, so the <html>
 * the root layout renders would be created anew inside the existing one (a second copy of the page); this stand-in
 * parent offers the existing <html> as its only child, and passes the rare replacement of it on to the document.
 */
const documentAsParent = {
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
} as unknown as Document;

// React 19's server puts a preload link into <head>, ahead of the stylesheet, for each picture drawn eagerly (the
// cards of My ads, a chat's ad; the script preloads are taken out on the server, entry.server.tsx). The client tree
// renders none of them, and Preact hydrates an element into the first unclaimed node of its tag, so the icon and
// stylesheet <link>s would take over preloads and the real stylesheet would be removed as surplus: an unstyled page.
// The browser asked for those pictures as the page arrived, so the preloads go first.
for (const preload of document.head.querySelectorAll('link[rel="preload"]')) preload.remove();

startTransition(() => {
  hydrateRoot(
    documentAsParent,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
