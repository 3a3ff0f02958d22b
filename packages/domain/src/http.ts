/**
 * State-changing API requests carry this header (with any value); a cross-site form cannot set it,
 * so its presence together with a JSON content type is the server's CSRF check.
 */
export const csrfHeaderName = 'x-requested-with';
export const csrfHeaderValue = 'energiaportaali';
