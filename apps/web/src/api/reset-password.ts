import type { NewPasswordForm } from '@energiaportaali/domain';
import { z } from 'zod';
import { apiRequest } from './client';

/** Sets a new password for the strongly identified person; consumes the token. */
export function resetForgottenPassword(token: string, form: NewPasswordForm) {
  return apiRequest('/api/user/password/resetforgotten', z.unknown(), {
    method: 'PATCH',
    body: form,
    token,
  });
}
