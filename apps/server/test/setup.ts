import { afterEach, beforeEach, expect, vi } from 'vitest';

// An unexpected console.error during a test is a failure, not noise.
beforeEach(() => {
  vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});
