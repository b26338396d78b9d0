// Entry of the shell's server build (shell/dist/server/main.js, CommonJS): an async
// boundary, so Module Federation negotiates the shared singletons (React, the store
// contract) before the renderer loads, as the browser's index.ts does for bootstrap.
import type { Renderer, RendererOptions } from './contract';

export type { Renderer, RendererOptions, RenderInput, RenderResult } from './contract';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
