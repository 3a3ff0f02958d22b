import { z } from 'zod';
import { apiRequest } from './client';

/** The consumer registration payload (spec 02 §3). */
export interface ConsumerRegistration {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  password2: string;
  termsAccepted: true;
  dataProtectionPlanAccepted: true;
}

/** Creates a consumer account for the strongly identified customer; consumes the token. */
export function registerConsumer(token: string, registration: ConsumerRegistration) {
  return apiRequest('/api/user/consumer', z.unknown(), {
    method: 'POST',
    body: registration,
    token,
  });
}
