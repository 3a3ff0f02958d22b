import { captchaConfigSchema } from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from './client';

/** GET /api/captcha: which captcha the server checks (ALTCHA or reCAPTCHA). */
export function fetchCaptchaConfig(signal?: AbortSignal) {
  return apiRequest('/api/captcha', captchaConfigSchema, { signal });
}

export function useCaptchaConfigQuery() {
  return useQuery({
    queryKey: ['captcha-config'],
    queryFn: async ({ signal }) => unwrap(await fetchCaptchaConfig(signal)),
    staleTime: Infinity,
  });
}
