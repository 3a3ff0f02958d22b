import type { ConsumerRegistrationRequest } from '@energiaportaali/domain';
import { z } from 'zod';
import { apiRequest } from './client';

/** Creates a consumer account for the strongly identified customer; consumes the token. */
export function registerConsumer(token: string, registration: ConsumerRegistrationRequest) {
  return apiRequest('/api/user/consumer', z.unknown(), {
    method: 'POST',
    body: registration,
    token,
  });
}
