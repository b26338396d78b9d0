// Entry of the shell's server build (shell/dist/server/main.js, CommonJS): an async
// boundary, so Module Federation negotiates the shared singletons (React, the store
// contract) before the renderer loads, as the browser's index.ts does for bootstrap.
import type { Renderer, RendererOptions } from 'shared-contracts/server';

export type { Renderer, RendererOptions, RenderInput, RenderResult } from 'shared-contracts/server';

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
