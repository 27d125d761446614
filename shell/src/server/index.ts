// The renderer's entry: the async boundary lets the federation runtime set up the shared
// singletons before React loads, as src/index.ts does in the browser.
import type { RenderRequest, RenderedPage } from './render';

export async function render(request: RenderRequest): Promise<RenderedPage> {
  const { render: renderPage } = await import('./render');
  return renderPage(request);
}
