import type { CompanyRegistrationRequest } from '@energiaportaali/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';

/** POST /api/business/register: 200 is success; the body says nothing. */
export function submitCompanyRegistration(request: CompanyRegistrationRequest) {
  return apiRequest('/api/business/register', z.unknown(), { method: 'POST', body: request });
}

/** Sends a registration request; the mutation's data is the call's result (failures included). */
export function useSubmitCompanyRegistration() {
  return useMutation({ mutationFn: submitCompanyRegistration });
}
