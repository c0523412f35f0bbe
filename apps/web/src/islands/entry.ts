// The only script a prerendered public page loads up front: after the first paint it loads React
// and the page's islands (src/islands/runtime.tsx). Everything else on the page is plain HTML.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint()
  .then(() => import('./runtime.tsx'))
  .then((m) => m.hydrateIslands());
