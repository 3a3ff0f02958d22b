import { outboxMessageSchema, outboxPageSchema } from '@energiaportaali/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';
import { backOfficeKey, queryString, type ListParams } from './backoffice-query';

const outboxKey = [...backOfficeKey, 'outbox'] as const;

/** GET /api/backoffice/outbox: without a status, the pending and failed messages. */
export function useOutboxQuery(params: ListParams) {
  return useQuery({
    queryKey: [...outboxKey, params],
    queryFn: async ({ signal }) =>
      unwrap(
        await apiRequest(`/api/backoffice/outbox${queryString(params)}`, outboxPageSchema, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/backoffice/outbox/:id/resend: the message is due now. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await apiRequest(`/api/backoffice/outbox/${id}/resend`, outboxMessageSchema, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  });
}
