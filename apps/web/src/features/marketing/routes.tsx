import type { RouteObject } from 'react-router';
import type { PageMeta } from '../../lib/meta.ts';
import { SERVICE_IDS, SOLUTION_IDS } from '../../content/ids.ts';
import { pageMeta, serviceMeta, solutionMeta } from '../../content/page-meta.ts';

const page = (path: string | undefined, meta: PageMeta, lazy: RouteObject['lazy']): RouteObject =>
  (path === undefined ? { index: true, lazy, handle: { meta } } : { path, lazy, handle: { meta } }) as RouteObject;

/**
 * Public marketing pages (docs/spec-notes.md#public-routes). Each page's code loads on demand; its metadata sits
 * here so the prerender and the document head have it before the page module arrives.
 * Solution and service pages are one static route per id, so an unknown id is a real 404.
 */
export const marketingRoutes: RouteObject[] = [
  page(undefined, pageMeta.home, async () => ({ Component: (await import('./pages/home-page.tsx')).HomePage })),
  page('solutions', pageMeta.solutions, async () => ({
    Component: (await import('./pages/solutions-page.tsx')).SolutionsPage,
  })),
  ...SOLUTION_IDS.map((id) =>
    page(`solutions/${id}`, solutionMeta[id], async () => {
      const { SolutionPage } = await import('./pages/solution-page.tsx');
      return { Component: () => <SolutionPage id={id} /> };
    }),
  ),
  page('services', pageMeta.services, async () => ({
    Component: (await import('./pages/services-page.tsx')).ServicesPage,
  })),
  ...SERVICE_IDS.map((id) =>
    page(`services/${id}`, serviceMeta[id], async () => {
      const { ServicePage } = await import('./pages/service-page.tsx');
      return { Component: () => <ServicePage id={id} /> };
    }),
  ),
  page('tech-base', pageMeta.techBase, async () => ({
    Component: (await import('./pages/tech-base-page.tsx')).TechBasePage,
  })),
  page('about', pageMeta.about, async () => ({ Component: (await import('./pages/about-page.tsx')).AboutPage })),
  page('careers', pageMeta.careers, async () => ({
    Component: (await import('./pages/careers-page.tsx')).CareersPage,
  })),
  page('press', pageMeta.press, async () => ({ Component: (await import('./pages/press-page.tsx')).PressPage })),
  page('contact', pageMeta.contact, async () => ({
    Component: (await import('./pages/contact-page.tsx')).ContactPage,
  })),
  page('privacy', pageMeta.privacy, async () => ({ Component: (await import('./pages/legal-page.tsx')).PrivacyPage })),
  page('terms', pageMeta.terms, async () => ({ Component: (await import('./pages/legal-page.tsx')).TermsPage })),
  page('security', pageMeta.security, async () => ({
    Component: (await import('./pages/security-page.tsx')).SecurityPage,
  })),
  page('calibration-sticker', pageMeta.calibrationSticker, async () => ({
    Component: (await import('./pages/calibration-sticker-page.tsx')).CalibrationStickerPage,
  })),
];
