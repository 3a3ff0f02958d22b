import type { FastifyPluginAsync } from 'fastify';
import type { PortalConfig } from '@energiaportaali/domain';
import type { RouteContext } from '../http/route-context';
import { managerGuide } from './manager-guide';
import { privacyStatement } from './privacy-statement';
import { renderPdf, type DocumentContent } from './render-pdf';
import { termsOfUse } from './terms-of-use';

const documents: Record<string, (config: PortalConfig) => DocumentContent> = {
  '/tietosuojaseloste.pdf': privacyStatement,
  '/kayttoehdot.pdf': termsOfUse,
  '/isannointiohje.pdf': managerGuide,
};

/** The footer's and the manager menu's PDFs, rendered on first request and kept in memory. */
export const documentRoutes: FastifyPluginAsync<RouteContext> = async (app, { portalConfig }) => {
  for (const [url, content] of Object.entries(documents)) {
    let rendered: Promise<Buffer> | undefined;
    const fileName = url.slice(1);
    app.get(url, async (_request, reply) => {
      rendered ??= renderPdf(content(portalConfig), portalConfig.brandName);
      const pdf = await rendered.catch((error: unknown) => {
        rendered = undefined;
        throw error;
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    });
  }
};
