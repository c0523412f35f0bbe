import type { ComponentType } from 'react';
import type { IslandName } from './names.ts';
import { Header } from '../app/layout/header.tsx';
import { ScheduleDemoButton } from '../features/marketing/components/schedule-demo-button.tsx';

// Each island's component: the header and the Book a Demo button (on nearly every page) come with
// the runtime; the others load only on the pages that have them.
// Props come from the page's JSON (data-props), written from the same component's props.
// `never` admits every island's component whatever its props; the runtime passes the parsed JSON.
export type IslandComponent = ComponentType<never>;

export const islandLoaders: Record<IslandName, () => Promise<IslandComponent>> = {
  header: async () => Header,
  'schedule-demo': async () => ScheduleDemoButton,
  'how-it-works': () =>
    import('../features/marketing/components/how-it-works-carousel.tsx').then((m) => m.HowItWorksCarousel),
  'tech-base-tabs': () => import('../features/marketing/components/tech-base-tabs.tsx').then((m) => m.TechBaseTabs),
  'contact-form': () => import('../features/marketing/components/contact-form.tsx').then((m) => m.ContactForm),
  'subscribe-form': () => import('../features/marketing/components/subscribe-form.tsx').then((m) => m.SubscribeForm),
};
