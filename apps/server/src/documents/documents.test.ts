import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('PDF documents', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.app.close());

  it.each(['/tietosuojaseloste.pdf', '/kayttoehdot.pdf', '/isannointiohje.pdf'])(
    '%s is a PDF, the same on every request',
    async (url) => {
      const first = await testApp.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      expect(first.headers['content-disposition']).toBe(`inline; filename="${url.slice(1)}"`);
      expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(first.rawPayload.length).toBeGreaterThan(2000);
      const second = await testApp.app.inject({ method: 'GET', url });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    },
  );

  it('names the configured brand as author, in Finnish', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/kayttoehdot.pdf' });
    const text = response.rawPayload.toString('latin1');
    expect(text).toMatch(/\/Author (\d+) 0 R/);
    const author = /\/Author (\d+) 0 R/.exec(text)![1];
    expect(text).toContain(`${author} 0 obj\n(Testi Energia)`);
    expect(text).toContain('/Lang (fi-FI)');
  });
});
