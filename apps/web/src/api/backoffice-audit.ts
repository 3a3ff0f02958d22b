import { auditPageSchema } from '@energiaportaali/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

/** GET /api/backoffice/audit: a page of the audit log. */
export function useAuditQuery(params: ListParams) {
  return useQuery({
    queryKey: [...backOfficeKey, 'audit', params],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`/api/backoffice/audit${queryString(params)}`, auditPageSchema, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the audit log with the list's filters (paging aside): a download link. */
export function auditExportHref(params: ListParams): string {
  return `/api/backoffice/audit/export.csv${queryString(params)}`;
}
