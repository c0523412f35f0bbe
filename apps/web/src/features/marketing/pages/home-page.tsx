import { Link } from 'react-router';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import {
  benefitsSection,
  featuresSection,
  homeClosing,
  homeHero,
  howItWorksSection,
  organizationsSection,
  resultsBand,
} from '../../../content/home.ts';
import { FeatureGrid, StatGrid } from '../components/cards.tsx';
import { CtaBand, onDarkLinkClass } from '../components/cta-band.tsx';
import { Footnote } from '../components/evidence.tsx';
import { HowItWorksCarousel } from '../components/how-it-works-carousel.tsx';
import { IconTile } from '../components/icon.tsx';
import { illustrationSrc } from '../components/illustrations/illustration-src.ts';
import { ScheduleDemo } from '../components/schedule-demo-button.tsx';
import { Section, SectionHeader } from '../components/section.tsx';
import { Island } from '../../../islands/island.tsx';

function Hero() {
  return (
    <section id="hero" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-inset ring-brand-200">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {homeHero.eyebrow}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">{homeHero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ScheduleDemo label={homeHero.primaryCta} />
            <Link to={paths.solutions} className={buttonClass('secondary', 'lg')}>
              {homeHero.secondaryCta}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <ul
            className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-600"
            aria-label="Assurances"
          >
            {homeHero.trust.map((t) => (
              <li key={t} className="flex items-center gap-2">
                <span className="h-1.5 w-1.5 rounded-full bg-brand-600" aria-hidden="true" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          {/* A static SVG file: nothing to download as script or to hydrate. */}
          <img
            src={illustrationSrc.hero}
            width={480}
            height={440}
            alt={homeHero.illustrationAlt}
            fetchPriority="high"
            className="hero-rise h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}

function Results() {
  return (
    <section aria-labelledby="results-title" className="bg-slate-900 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="results-title" className="text-center text-sm font-semibold uppercase tracking-wider text-brand-200">
          {resultsBand.title}
        </h2>
        <div className="mt-8">
          <StatGrid stats={resultsBand.stats} inverted />
        </div>
        <p className="mt-6 text-center text-xs leading-5 text-slate-400">{resultsBand.footnote}</p>
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <Results />
      <Section id={featuresSection.id} labelledBy="features-title">
        <SectionHeader
          id="features-title"
          eyebrow={featuresSection.eyebrow}
          title={featuresSection.title}
          lead={featuresSection.lead}
        />
        <div className="mt-12">
          <FeatureGrid items={featuresSection.items} />
        </div>
      </Section>
      <Section tone="muted" labelledBy="orgs-title">
        <SectionHeader
          id="orgs-title"
          eyebrow={organizationsSection.eyebrow}
          title={organizationsSection.title}
          lead={organizationsSection.lead}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {organizationsSection.cards.map((c) => (
            <li key={c.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconTile icon={c.icon} size="lg" />
              <h3 className="mt-5 text-lg font-semibold text-ink">{c.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{c.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={howItWorksSection.id} labelledBy="how-title">
        <SectionHeader
          id="how-title"
          eyebrow={howItWorksSection.eyebrow}
          title={howItWorksSection.title}
          lead={howItWorksSection.lead}
        />
        <div className="mt-12">
          <Island
            name="how-it-works"
            component={HowItWorksCarousel}
            props={{ steps: howItWorksSection.steps, label: howItWorksSection.title }}
          />
        </div>
      </Section>
      <Section id={benefitsSection.id} tone="muted" labelledBy="benefits-title">
        <SectionHeader id="benefits-title" eyebrow={benefitsSection.eyebrow} title={benefitsSection.title} />
        <div className="mt-12">
          <FeatureGrid items={benefitsSection.items} />
        </div>
        <Footnote>{resultsBand.footnote}</Footnote>
      </Section>
      <CtaBand title={homeClosing.title} lead={homeClosing.lead}>
        <ScheduleDemo label={homeClosing.cta} variant="secondary" />
        <Link to={paths.contact} className={onDarkLinkClass}>
          {homeClosing.secondary}
        </Link>
      </CtaBand>
    </>
  );
}
