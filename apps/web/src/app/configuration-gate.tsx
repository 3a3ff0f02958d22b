import { useEffect, type ReactNode } from 'react';
import { useConfigurationQuery } from '../api/configuration';
import { MaintenanceNotice } from '../components/maintenance-notice';
import { Spinner } from '../components/spinner';
import { useTexts } from '../texts';
import { applyTheme } from '../themes';

/** Renders its children only once the portal configuration has loaded; sets theme and title from it. */
export function ConfigurationGate({ children }: { children: ReactNode }) {
  const texts = useTexts();
  const query = useConfigurationQuery();
  const config = query.data;

  useEffect(() => {
    if (!config) return;
    applyTheme(config.theme);
    document.title = config.brandName;
  }, [config]);

  if (config) return children;
  if (query.isFetching || query.isPending) {
    return (
      <main className="container page">
        <Spinner />
      </main>
    );
  }
  return (
    <main className="container page">
      <MaintenanceNotice />
      <h1>{texts.configurationError.title}</h1>
      <p>{texts.configurationError.body}</p>
      <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
        {texts.common.retry}
      </button>
    </main>
  );
}
