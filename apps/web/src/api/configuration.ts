import { portalConfigSchema, type PortalConfig } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

// The configuration tells where the API lives, so this one call uses the default base.
const configurationPath = '/api/configuration';

export const configurationQueryKey = ['configuration'] as const;

export function fetchConfiguration(signal?: AbortSignal) {
  return apiRequest(configurationPath, portalConfigSchema, { signal });
}

/** The portal configuration query; the app shell waits for it before rendering any route. */
export function useConfigurationQuery() {
  return useQuery({
    queryKey: configurationQueryKey,
    queryFn: async ({ signal }) => unwrap(await fetchConfiguration(signal)),
    staleTime: Infinity,
  });
}

/** The loaded configuration; only for components rendered inside the shell's configuration gate. */
export function usePortalConfig(): PortalConfig {
  const { data } = useConfigurationQuery();
  if (!data) throw new Error('usePortalConfig is used outside the configuration gate');
  return data;
}
