/**
 * Makes the workspace installable: the web manifest and touch icon are linked, and the
 * app-shell service worker registered, only from the workspace — the public pages load neither.
 */
export function installApp(doc: Document = document, nav: Navigator = navigator, production = import.meta.env.PROD) {
  const link = (rel: string, href: string) => {
    if (doc.head.querySelector(`link[rel="${rel}"]`)) return;
    const el = doc.createElement('link');
    el.rel = rel;
    el.href = href;
    doc.head.appendChild(el);
  };
  link('manifest', '/manifest.json');
  link('apple-touch-icon', '/icons/apple-touch-icon.png');
  if (production && 'serviceWorker' in nav) {
    nav.serviceWorker.register('/sw.js', { scope: '/demo' }).catch(() => {
      /* no service worker (private mode, http): the workspace works the same online */
    });
  }
}
