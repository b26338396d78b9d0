// The contract between the BFF (shell/server) and the shell's server build
// (shell/dist/server/main.js, from shell/src/ssr): types only, Node only. The two sides
// meet here and nowhere else: the BFF type-checks against it without compiling the
// shell's browser code. Exported from 'shared-contracts/server'.
import type { Writable } from 'node:stream';
import type { BootData } from '../boot';
import type { RemoteName } from '../constants';
import type { RouteMatch } from '../routes';
import type { PageHead } from './types';
import type { ServerCaller } from '../store/api';

export interface LocalFile {
  source: string;
  filename: string;
}

/**
 * A call of the site's own data paths ('/api/…', '/sso/…' as absolute URLs on the site's
 * origin), answered by the BFF's upstream client exactly as its proxy answers the browser:
 * the same allow-list, path normalisation, time-outs and circuit breakers; a refused or
 * failed call is an answer with the proxy's status and error body, never a throw.
 */
export type SiteCaller = ServerCaller;
export type { ServerAnswer, ServerCall } from '../store/api';

export interface RendererOptions {
  /** The renderer's only way upstream (the store's api calls go through it). */
  siteCall: SiteCaller;
  /** The site's origin: registry entries are relative to it, and api calls are made on it. */
  publicUrl: string;
  /**
   * Reads a remote's file without HTTP when the BFF has it locally (its artefact store);
   * null: fetch the URL.
   */
  readLocal?: (url: string) => Promise<LocalFile | null>;
  /** Node's require, for what a remote's server container requires (Node built-ins, jsdom). */
  nodeRequire: NodeJS.Require;
  log?: (level: 'warn' | 'error', message: string, detail?: unknown) => void;
}

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /**
   * The request's page as the BFF matched it, once, against the routes of the versions this
   * visitor is served (null: no page, the 404). The renderer does not match again.
   */
  match: RouteMatch | null;
  /** Boot data without the page's status and error (the renderer decides them). */
  boot: Omit<BootData, 'status' | 'error'>;
  /** 'Bearer …' for a member: reaches the upstream calls, never the page. */
  authorization: string | null;
  nonce: string;
  /** Time a remote's server module may take to load before its area renders on the client. */
  remoteBudgetMs: number;
  /** Bound of each upstream call of the render. */
  upstreamTimeoutMs: number;
  /** Testing outside production only: extra delay of a remote's server module. */
  remoteDelayMs?: Partial<Record<RemoteName, number>>;
}

export interface RenderResult {
  status: number;
  /** '{page}' part of the title, and the page's head data. */
  head: PageHead & { title: string };
  boot: BootData;
  /** The store's state for the browser (serialise with serializeForScript). */
  state: Record<string, unknown>;
  /** Preload links of the remote's page (its images), for the document head. */
  headLinks: string[];
  /** Which remote areas were server-rendered, and which fell back to the client. */
  islands: Record<string, 'server' | 'client'>;
  /**
   * Areas left to the client because their server module failed to load, prefetch or
   * render (not: over the time budget), with the error's message: counted as the remote
   * version's server-render failures (canary health).
   */
  islandFailures?: Record<string, string>;
  /** Streams the markup of #root into `destination`, then calls `done`. */
  pipe(destination: Writable, done: (error?: Error) => void): void;
  abort(): void;
}

export interface Renderer {
  render(input: RenderInput): Promise<RenderResult>;
  /** Loads the live remotes' server modules ahead of the first request (best effort). */
  warm(remotes: BootData['registry']['remotes']): Promise<void>;
}

/** What shell/dist/server/main.js exports. */
export interface ServerBundle {
  createRenderer(options: RendererOptions): Promise<Renderer>;
}
