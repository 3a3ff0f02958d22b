import {
  addClientAnswerSchema,
  housingLookupAnswerSchema,
  type AddClientRequest,
} from '@energiaportaali/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/remcompany/customership/{businessId}: the housing-company customer, if any. */
export function lookUpHousingCompany(businessId: string) {
  return apiRequest(
    `/api/remcompany/customership/${encodeURIComponent(businessId)}`,
    housingLookupAnswerSchema,
  );
}

/** POST /api/remcompany/addClient; on success the user's housing-company list is read again. */
export function useAddHousingCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddClientRequest) =>
      unwrap(
        await apiRequest('/api/remcompany/addClient', addClientAnswerSchema, {
          method: 'POST',
          body: request,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-details'] }),
  });
}
