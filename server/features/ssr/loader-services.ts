// What route loaders may use on the server: the BFF's read endpoints answered in-process with
// the same matching, validation and cache as the routes the browser uses (api/in-process.ts),
// the messages, the content files and the site settings.
import type { FastifyInstance } from 'fastify';
import { captchaClientConfig } from '../api/index.ts';
import { createInProcessApi } from '../api/in-process.ts';
import { readEndpoints } from '../api/routes.ts';
import { loadThirdPartyConfig, thirdPartyClientConfig } from '../third-party/config.ts';
import { memoizedApiAnswers } from './api-answers.ts';
import { apiUrl, type Messages, type Services } from '../../../client/services.ts';

export function createLoaderServices(app: FastifyInstance, buildId: string): Services {
  const config = app.config;
  const thirdParty = thirdPartyClientConfig(loadThirdPartyConfig());
  // Renders of the same second share an answer (api-answers.ts). A visitor who leaves does not
  // abort the shared call: the BFF's own time-outs bound it.
  const read = createInProcessApi(app, readEndpoints);
  const askApi = memoizedApiAnswers({ ask: (url) => read(url).catch(() => ({ status: 599, body: null })) });
  return {
    api: (path, query) => askApi(apiUrl(path, query)) as never,
    messages: async (locale) => app.messages.forLocale(locale) as unknown as Messages,
    content: async (name, locale) => (app.content.get(name, locale) as never) ?? null,
    site: () => ({
      origin: config.PUBLIC_ORIGIN,
      portalUrl: config.portalUrl,
      partnerUrl: config.PARTNER_URL,
      brandName: config.BRAND_NAME,
      buildId,
      captcha: app.hasDecorator('apiConfig') ? captchaClientConfig(app) : { siteKey: '', scriptUrl: '', action: 'register' },
      thirdParty,
    }),
    testRoutes: config.TEST_ROUTES,
  };
}
