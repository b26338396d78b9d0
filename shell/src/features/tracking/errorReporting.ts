// Spec §7 error reporting: the Sentry browser SDK, only when a DSN is configured. It is
// loaded with a dynamic import, so a site without a DSN downloads none of it.
import { ERROR_TRACE_SAMPLE_RATE, type PublicConfig } from 'shared-contracts';
import { instrumentFetch } from './instrumentFetch';

export interface FailedRequest {
  method: string;
  /** The path called, without its query (tags must stay low-cardinality). */
  endpoint: string;
  /** HTTP status; 0 for a network failure. */
  status: number;
}

export interface ErrorReporter {
  reportFailedRequest: (failure: FailedRequest) => void;
  captureException: (error: unknown) => void;
}

type SentryModule = typeof import('@sentry/browser');

export function failedRequestMessage({ method, endpoint, status }: FailedRequest): string {
  return status === 0 ? `${method} ${endpoint} failed (network)` : `${method} ${endpoint} failed with ${status}`;
}

export async function initErrorReporting(
  config: Pick<PublicConfig, 'sentryDsn' | 'environment'>,
  release: string,
  load: () => Promise<SentryModule> = () => import('@sentry/browser'),
): Promise<ErrorReporter | null> {
  if (!config.sentryDsn) return null;
  const Sentry = await load();
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    release,
    tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
  });
  return {
    reportFailedRequest(failure) {
      Sentry.withScope((scope) => {
        scope.setTag('method', failure.method);
        scope.setTag('endpoint', failure.endpoint);
        scope.setTag('status', String(failure.status));
        Sentry.captureMessage(failedRequestMessage(failure), 'error');
      });
    },
    captureException(error) {
      Sentry.captureException(error);
    },
  };
}

/**
 * Starts error reporting when a DSN is configured: Sentry loads in the background and
 * failed same-origin requests are reported (tagged with method and endpoint) once it is up.
 */
export function startErrorReporting(
  config: Pick<PublicConfig, 'sentryDsn' | 'environment'>,
  release: string,
  win: Pick<Window, 'fetch' | 'location'> = window,
): Promise<ErrorReporter | null> {
  if (!config.sentryDsn) return Promise.resolve(null);
  const reporter = initErrorReporting(config, release).catch(() => null);
  instrumentFetch(win, (failure) => void reporter.then((r) => r?.reportFailedRequest(failure)));
  return reporter;
}
