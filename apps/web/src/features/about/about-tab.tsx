import { Card, PageHeading } from '../../components/ui/card.tsx';
import { msg } from '@lingui/core/macro';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { aboutIntro, aboutSections } from './content.ts';

/** About (docs/spec-notes.md#tab-contents): static SaMD regulatory overview from the typed content module. */
export function AboutTab() {
  return (
    <div>
      <PageHeading title={say(aboutIntro.title)} description={say(aboutIntro.lead)} />
      <p className="-mt-3 mb-6 text-xs text-slate-500">{say(aboutIntro.disclaimer)}</p>
      <nav aria-label={say(msg`On this page`)} className="mb-6 flex flex-wrap gap-2">
        {aboutSections.map((s) => (
          <a
            key={s.id}
            href={`#about-${s.id}`}
            className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-600 hover:text-brand-800"
          >
            {say(s.title)}
          </a>
        ))}
      </nav>
      <div className="space-y-6">
        {aboutSections.map((s) => (
          <Card as="section" key={s.id}>
            <h2 id={`about-${s.id}`} className="scroll-mt-24 text-lg font-semibold text-ink">
              {say(s.title)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{say(s.intro)}</p>
            <dl className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2">
              {s.items.map((i) => (
                <div key={i.term.id} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm font-semibold text-slate-800">{say(i.term)}</dt>
                  <dd className="mt-1 text-sm text-slate-700">{say(i.text)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
}
