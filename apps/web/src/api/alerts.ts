import {
  alertSchema,
  alertsSchema,
  alertUnsubscribeAnswerSchema,
  type AlertUpdate,
  type NewAlert,
} from '@energiaportaali/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

const alertsKey = ['alerts'] as const;

/** GET /api/alerts: the user's e-mail alerts. */
export function useAlertsQuery() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: async ({ signal }) =>
      unwrap(await apiRequest('/api/alerts', alertsSchema, { signal })),
  });
}

/** POST /api/alerts; the list is re-read afterwards. Answers the result (field errors included). */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: NewAlert) =>
      apiRequest('/api/alerts', alertSchema, { method: 'POST', body: alert }),
    onSuccess: (result) =>
      result.ok ? queryClient.invalidateQueries({ queryKey: alertsKey }) : undefined,
  });
}

/** PATCH /api/alerts/{id}: a new threshold and/or on/off. */
export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AlertUpdate }) =>
      apiRequest(`/api/alerts/${id}`, alertSchema, { method: 'PATCH', body: change }),
    onSuccess: (result) =>
      result.ok ? queryClient.invalidateQueries({ queryKey: alertsKey }) : undefined,
  });
}

/** DELETE /api/alerts/{id}. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/alerts/${id}`, z.null(), { method: 'DELETE' }),
    onSuccess: (result) =>
      result.ok ? queryClient.invalidateQueries({ queryKey: alertsKey }) : undefined,
  });
}

/** POST /api/alerts/unsubscribe: the e-mail link's token turns its alert off (no login needed). */
export function unsubscribeAlert(token: string) {
  return apiRequest('/api/alerts/unsubscribe', alertUnsubscribeAnswerSchema, {
    method: 'POST',
    body: { token },
    anonymous: true,
  });
}
