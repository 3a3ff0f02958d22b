import {
  customershipSchema,
  type ContactChange,
  type InvoiceProductType,
} from '@energiaportaali/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';

/** GET /api/customership/{productType}: the consumer's customer numbers, name and e-mail. */
export function fetchCustomership(productType: InvoiceProductType, signal?: AbortSignal) {
  return apiRequest(`/api/customership/${productType}`, customershipSchema, { signal });
}

export function useCustomershipQuery(productType: InvoiceProductType) {
  return useQuery({
    queryKey: ['customership', productType],
    queryFn: async ({ signal }) => unwrap(await fetchCustomership(productType, signal)),
  });
}

/** POST /api/customership `{phonenumber?, email?}`: a contact change request; any 2xx is success. */
export function requestContactChange(change: ContactChange) {
  return apiRequest('/api/customership', z.unknown(), { method: 'POST', body: change });
}

/** Sends a contact change request; the mutation's data is the call's result value. */
export function useRequestContactChange() {
  return useMutation({ mutationFn: requestContactChange });
}
