import type { FibreOffer } from '@energiaportaali/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';

/** POST /api/fiber/submit: a fibre offer request; any 2xx is success. */
export function submitFibreOffer(offer: FibreOffer) {
  return apiRequest('/api/fiber/submit', z.unknown(), { method: 'POST', body: offer });
}

/** Sends a fibre offer request; the mutation's data is the call's result value. */
export function useSubmitFibreOffer() {
  return useMutation({ mutationFn: submitFibreOffer });
}
