// The app's outbound links (store pages, app-download page) from /api/v1/app-links, with
// the configured app-download URL standing in until (or if never) they load.
import { useGetAppLinksQuery } from 'shared-contracts';
import { useShell } from '../../app/ShellContext';

export interface ResolvedAppLinks {
  android: string;
  ios: string;
  appDownloadPage: string;
}

export function useAppLinks(): ResolvedAppLinks {
  const { config } = useShell();
  const { data } = useGetAppLinksQuery();
  return {
    android: data?.android ?? config.appDownloadUrl,
    ios: data?.ios ?? config.appDownloadUrl,
    appDownloadPage: data?.appDownloadPage ?? config.appDownloadUrl,
  };
}
