// The remote-mount contract: what the shell hands every remote, and what every remote exposes.
import type { ComponentType } from 'react';
import type { Location, Navigator } from 'react-router';
import type { AppStore, SessionUser, SessionStatus } from './store';
import type { TrackFn } from './tracking';
import type { DataCall, PageDataContext } from './pages/definePage';

/** Configuration the browser may know (never a secret). */
export interface PublicConfig {
  /** The site's own origin, e.g. http://localhost:3000. */
  publicUrl: string;
  /**
   * The Content API as the browser reaches it: always the BFF's '/api'. The shared api's
   * endpoints name their paths with it ('/api/v1/…'), so no app reads this field.
   */
  apiBase: string;
  /** The SSO API as the browser reaches it: always the BFF's '/sso' (the same: endpoints name it). */
  ssoBase: string;
  /** The account service's public origin, for its pages (tier terms, cards). */
  ssoPublicUrl: string;
  /** The Content API's public origin (the site reads the API itself through '/api'; /terms shows its /pages/tnc that way). */
  apiPublicUrl: string;
  /** Object-storage base for user photos given as paths. */
  storageBase: string;
  appDownloadUrl: string;
  productionHost: string;
  environment: 'development' | 'test' | 'production';
  sentryDsn: string | null;
}

export interface SessionView {
  status: SessionStatus;
  user: SessionUser | null;
  /** Starts sign-in and returns to `returnTo` (default: the current path). */
  login: (returnTo?: string) => void;
}

export interface RemoteProps {
  store: AppStore;
  /** The shell's current location; the shell owns history. */
  location: Location;
  /** Navigates the shell's history (react-router Navigator). */
  navigator: Navigator;
  session: SessionView;
  /**
   * Public site configuration. Named siteConfig, not config: single-spa-react's
   * <Parcel> reserves its own `config` prop (the parcel's lifecycles).
   */
  siteConfig: PublicConfig;
  track: TrackFn;
}

export interface ParcelLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  update?: (props: object) => Promise<unknown>;
}

/** The shape of every remote's exposed './app' module. */
export interface RemoteAppModule extends ParcelLifecycles {
  contractVersion: string;
  /** The root component, importable on its own (the server renderer renders it). */
  Root: ComponentType<RemoteProps>;
}

/**
 * What a widget reads, as the server loads it into the request's store before rendering
 * the widget (the calls its hooks make, with the same arguments): so the home page's HTML
 * has the widget's content and the browser hydrates it without asking again.
 */
export type WidgetData = (ctx: PageDataContext) => readonly DataCall[];

export type RemoteWidget = ParcelLifecycles & {
  Root: ComponentType<RemoteProps>;
  /** Absent: the widget is rendered in the browser only. */
  data?: WidgetData;
};

/**
 * The shape of a remote's exposed './widgets' module: named home-page widgets
 * (e.g. catalog: FavoritePromos, NewestPromos, CategoryGrid, MerchantStrip;
 * events: UpcomingEvents, CampaignCarousel). A widget renders inside the shell's
 * home page, with the same RemoteProps as the remote's app.
 */
export type RemoteWidgetsModule = Record<string, RemoteWidget>;
