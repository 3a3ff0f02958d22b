import { inboxItemSchemas, pageOf, type InboxItem, type InboxKind } from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap, type ResponseSchema } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const pageSchemas = {
  feedback: pageOf(inboxItemSchemas.feedback),
  'water-readings': pageOf(inboxItemSchemas['water-readings']),
  'contact-changes': pageOf(inboxItemSchemas['contact-changes']),
  'fibre-requests': pageOf(inboxItemSchemas['fibre-requests']),
} as const;

/** A page of one inbox. */
export interface InboxPage<Kind extends InboxKind> {
  items: InboxItem<Kind>[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

// TypeScript cannot tie an indexed schema to its kind's type; the table above does.
const pageSchemaOf = <Kind extends InboxKind>(kind: Kind) =>
  pageSchemas[kind] as ResponseSchema<InboxPage<Kind>>;
const itemSchemaOf = <Kind extends InboxKind>(kind: Kind) =>
  inboxItemSchemas[kind] as ResponseSchema<InboxItem<Kind>>;

const inboxPath = (kind: InboxKind) => `/api/backoffice/inbox/${kind}`;

/** GET /api/backoffice/inbox/:kind: a page of one inbox. */
export function useInboxQuery<Kind extends InboxKind>(kind: Kind, params: ListParams) {
  return useQuery({
    queryKey: [...backOfficeKey, 'inbox', kind, params],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`${inboxPath(kind)}${queryString(params)}`, pageSchemaOf(kind), {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of an inbox with the list's filters (paging aside): a plain download link. */
export function inboxExportHref(kind: InboxKind, params: ListParams): string {
  return `${inboxPath(kind)}/export.csv${queryString(params)}`;
}

/** POST …/:kind/:id/handled (idempotent). */
export function useMarkHandled<Kind extends InboxKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await apiRequest(`${inboxPath(kind)}/${id}/handled`, itemSchemaOf(kind), {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...backOfficeKey, 'inbox', kind] }),
  });
}
