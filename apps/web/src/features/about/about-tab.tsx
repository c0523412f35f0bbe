import { Card, PageHeading } from '../../components/ui/card.tsx';
import { aboutIntro, aboutSections } from './content.ts';

/** About (docs/spec-notes.md#tab-contents): static SaMD regulatory overview from the typed content module. */
export function AboutTab() {
  return (
    <div>
      <PageHeading title={aboutIntro.title} description={aboutIntro.lead} />
      <p className="-mt-3 mb-6 text-xs text-slate-500">{aboutIntro.disclaimer}</p>
      <nav aria-label="On this page" className="mb-6 flex flex-wrap gap-2">
        {aboutSections.map((s) => (
          <a
            key={s.id}
            href={`#about-${s.id}`}
            className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800"
          >
            {s.title}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        {aboutSections.map((s) => (
          <Card as="section" key={s.id}>
            <h2 id={`about-${s.id}`} className="scroll-mt-24 text-lg font-semibold text-ink">
              {s.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{s.intro}</p>
            <dl className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2">
              {s.items.map((i) => (
                <div key={i.term} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm font-semibold text-slate-800">{i.term}</dt>
                  <dd className="mt-1 text-sm text-slate-700">{i.text}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
}
