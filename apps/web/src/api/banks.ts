import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, unwrap } from './client';
import type { IdentificationFlow } from './identification-link';

/** A Tupas bank of the 'Valitse pankkisi' list (spec 02 §3). */
export const bankSchema = z.object({
  name: z.string(),
  bankAuthUrl: z.string(),
  imgPath: z.string(),
  messageType: z.string(),
  version: z.string(),
  vendorId: z.string(),
  languageCode: z.string(),
  identifier: z.string(),
  idType: z.string(),
  returnLink: z.string(),
  cancelLink: z.string(),
  rejectLink: z.string(),
  keyVersion: z.string(),
  algorithmType: z.string(),
  mac: z.string(),
});

export type Bank = z.infer<typeof bankSchema>;

export function fetchBanks(flow: IdentificationFlow, signal?: AbortSignal) {
  return apiRequest(`/api/auth/${flow}/tupas/banks`, z.array(bankSchema), { signal });
}

/** The bank list; never reused, because each entry's stamp is single-use. */
export function useBanksQuery(flow: IdentificationFlow) {
  return useQuery({
    queryKey: ['banks', flow],
    queryFn: async ({ signal }) => unwrap(await fetchBanks(flow, signal)),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
