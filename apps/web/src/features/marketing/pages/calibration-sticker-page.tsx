import { Download } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { calibrationStickerPage as c, STICKER } from '../../../content/calibration-sticker.ts';
import { CheckList } from '../components/cards.tsx';
import { StickerDiagram } from '../components/illustrations/sticker-diagram.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';

const fileFor = { PDF: paths.calibrationStickerPdf, SVG: paths.calibrationStickerSvg } as const;

function NumberedList({ items }: { items: string[] }) {
  return (
    <ol className="mt-4 space-y-3">
      {items.map((item, i) => (
        <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700">
          <span
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}

export function CalibrationStickerPage() {
  return (
    <>
      <PageHero
        eyebrow={c.eyebrow}
        title={c.title}
        lead={c.lead}
        actions={c.downloads.map((d, i) => (
          // Files served by the server, not client routes: plain links with `download`.
          <a
            key={d.format}
            href={fileFor[d.format as keyof typeof fileFor]}
            download
            className={`inline-flex items-center gap-2 rounded-lg px-6 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              i === 0
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-50'
            }`}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {d.label}
          </a>
        ))}
        aside={<StickerDiagram className="mx-auto h-auto w-full max-w-sm" />}
      >
        <ul className="mt-4 space-y-1 text-sm text-slate-600">
          {c.downloads.map((d) => (
            <li key={d.format}>
              <span className="font-medium text-slate-800">{d.format}:</span> {d.note}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section labelledBy="spec-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="spec-title" className="text-2xl font-bold text-ink">
              {c.specTitle}
            </h2>
            <dl className="mt-6 space-y-4">
              {c.spec.map((s) => (
                <div key={s.term} className="rounded-xl border border-slate-200 p-4">
                  <dt className="font-semibold text-ink">{s.term}</dt>
                  <dd className="mt-1 text-sm leading-6 text-slate-600">{s.text}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 lg:hidden">
              <StickerDiagram className="mx-auto h-auto w-full max-w-xs" />
            </div>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-ink">{c.printTitle}</h2>
            <NumberedList items={c.printSteps} />
          </div>
        </div>
      </Section>
      <Section tone="muted" labelledBy="use-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="use-title" className="text-2xl font-bold text-ink">
              {c.useTitle}
            </h2>
            <NumberedList items={c.useSteps} />
          </div>
          <div>
            <h2 className="text-2xl font-bold text-ink">{c.howTitle}</h2>
            <CheckList items={c.how} className="mt-4" />
          </div>
        </div>
        <div className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6">
          <h2 className="font-semibold text-amber-950">{c.noSticker.title}</h2>
          <p className="mt-2 text-sm leading-6 text-amber-950">{c.noSticker.text}</p>
        </div>
        <p className="mt-6 text-xs text-slate-500">
          The drawing on this page is not to scale. Print the downloaded file; its black square is exactly{' '}
          {STICKER.markerSizeMm.toFixed(1)} mm.
        </p>
      </Section>
    </>
  );
}
