import { Link } from 'react-router';
import { privacyPolicy, termsOfService, type LegalDocument } from '../../../content/legal.ts';

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Legal</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink">{doc.title}</h1>
      <p className="mt-3 text-sm text-slate-500">{`Last updated: ${doc.lastUpdated}`}</p>
      <p className="mt-8 text-lg leading-8 text-slate-700">{doc.intro}</p>
      <nav aria-label="On this page" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-sm font-semibold text-slate-800">On this page</h2>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {doc.sections.map((s, i) => (
            <li key={s.id}>
              <Link to={{ hash: `#${s.id}` }} className="text-brand-800 hover:underline">
                {i + 1}. {s.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} className="mt-12 scroll-mt-24">
          <h2 className="text-2xl font-bold text-ink">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p} className="mt-4 leading-7 text-slate-700">
              {p}
            </p>
          ))}
          {s.bullets && (
            <ul className="mt-4 list-disc space-y-3 pl-6 leading-7 text-slate-700 marker:text-brand-600">
              {s.bullets.map((b) => (
                <li key={b.text}>
                  {b.term && <strong className="font-semibold text-slate-900">{b.term}: </strong>}
                  {b.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

export function PrivacyPage() {
  return <LegalPage doc={privacyPolicy} />;
}

export function TermsPage() {
  return <LegalPage doc={termsOfService} />;
}
