import type { FeedbackRequest } from '@energiaportaali/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client';

/** POST /api/feedback/submit: 200 is success; the body says nothing (spec 01 §7). */
export function submitFeedback(feedback: FeedbackRequest) {
  return apiRequest('/api/feedback/submit', z.unknown(), { method: 'POST', body: feedback });
}

/** Sends feedback; the mutation's data is the call's result value (failures included). */
export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
