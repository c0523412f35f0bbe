import { useId, useState } from 'react';
import type { AssessmentJson } from '@woundcare/api-types';
import { formatDate, formatDateTime } from '../../../lib/analysis/rules.ts';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SimulatedBadge } from '../../../components/ui/badge.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { useMaskBox } from '../api/mask-box.ts';
import { compareWindow, photoFrame, type ComparedPhoto, type PhotoFrame, type PixelBox } from './compare-geometry.ts';
import { compareCopy as copy, TAGS } from './compare-copy.ts';

/** The section's element id: the print stylesheet keeps only it on paper. */
const SECTION_ID = 'visit-compare';

/**
 * On paper the wound page prints the comparison alone: every element that neither holds nor lies
 * in the section is dropped, and the layout around it (side menu columns, paddings) is undone.
 */
const PRINT_CSS = `@media print {
  body :not(:has(#${SECTION_ID})):not(#${SECTION_ID}):not(#${SECTION_ID} *) { display: none !important; }
  body :has(#${SECTION_ID}) { display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; width: auto !important; max-width: none !important; height: auto !important; min-height: 0 !important; overflow: visible !important; border: 0 !important; box-shadow: none !important; background: white !important; }
  #${SECTION_ID} > * { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
}`;

/** A visit that can be compared: its analysis completed. */
const comparable = (a: AssessmentJson) => a.status === 'completed' && a.analysisResult !== null;

const byExamDate = (a: AssessmentJson, b: AssessmentJson) => a.examDate.localeCompare(b.examDate);

/** The area as the stored assessment states it (with its 95 % range), or why it was not measured. */
const areaWords = (a: AssessmentJson) =>
  a.clinical === null
    ? say(copy.notAvailable)
    : a.clinical.measurement.areaCm2 !== null
      ? a.clinical.measurement.areaText
      : a.clinical.measurement.text;

/** An entered exam date is a day; a date from the photo or the upload has its time. */
const examDateText = (a: AssessmentJson) =>
  a.examDateSource === 'entered' ? formatDate(a.examDate) : formatDateTime(a.examDate);

/** The photo's geometry as the engine analysed it. */
function comparedPhoto(a: AssessmentJson, woundBox: PixelBox | null): ComparedPhoto {
  const r = a.analysisResult;
  return {
    width: r?.image_width ?? a.image.width,
    height: r?.image_height ?? a.image.height,
    pixelsPerCm: r?.calibrated ? r.pixels_per_cm : null,
    woundBox,
  };
}

/** The default pair: the trajectory's baseline (else the first measured visit) and the latest visit. */
function defaultPair(visits: AssessmentJson[], baselineId: string | null): [string, string] {
  const first =
    visits.find((v) => v.id === baselineId) ??
    visits.find((v) => v.clinical?.measurement.areaCm2 != null) ??
    visits[0]!;
  const last = visits.at(-1)!;
  return [first.id, last.id === first.id && visits.length > 1 ? visits[0]!.id : last.id];
}

function ComparePanel({
  visit,
  photo,
  frame,
  tags,
}: {
  visit: AssessmentJson;
  photo: ComparedPhoto;
  frame: PhotoFrame;
  tags: string[];
}) {
  // an id a CSS url() reference takes as it is
  const filterId = `outline-${useId().replace(/[^\w-]/g, '')}`;
  const { view } = frame;
  // the outline ring, about 2.5 screen pixels wide at a ~500 px panel
  const ring = Math.max(1, view.width / 200);
  const date = examDateText(visit);
  return (
    <figure className="min-w-0 break-inside-avoid" data-testid="compare-panel">
      <figcaption className="mb-2 flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-slate-800">{date}</span>
        {tags.length > 0 && <span className="text-xs font-medium text-slate-500">{tags.join(' · ')}</span>}
      </figcaption>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-800 [print-color-adjust:exact] print:bg-slate-100">
        <svg
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          className="absolute inset-0 h-full w-full"
          role="img"
          aria-label={frame.kind === 'scaled' ? say(copy.photoScaled, { date }) : say(copy.photoWhole, { date })}
        >
          <defs>
            <filter id={filterId} colorInterpolationFilters="sRGB">
              {/* the mask's white as alpha, grown by the ring's width, minus the mask: its edge */}
              <feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  1 0 0 0 0" result="inside" />
              <feMorphology in="inside" operator="dilate" radius={ring} result="grown" />
              <feComposite in="grown" in2="inside" operator="out" result="edge" />
              <feFlood floodColor="#facc15" />
              <feComposite in2="edge" operator="in" />
            </filter>
          </defs>
          <image
            href={visit.maskUrl ? visit.imageUrl : (visit.annotatedUrl ?? visit.imageUrl)}
            x={0}
            y={0}
            width={photo.width}
            height={photo.height}
            preserveAspectRatio="none"
            data-testid="compare-photo"
          />
          {visit.maskUrl && (
            <image
              href={visit.maskUrl}
              x={0}
              y={0}
              width={photo.width}
              height={photo.height}
              preserveAspectRatio="none"
              filter={`url(#${filterId})`}
            />
          )}
        </svg>
        {frame.kind === 'scaled' ? (
          <>
            <span className="absolute bottom-5 left-3 rounded bg-white/90 px-1 text-xs font-semibold text-slate-900">
              1 cm
            </span>
            <span
              data-testid="scale-bar"
              className="absolute bottom-3 left-3 h-1.5 border border-slate-900 bg-white"
              style={{ width: `${frame.centimetreShare * 100}%` }}
            />
          </>
        ) : (
          <span className="absolute left-2 top-2 rounded bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-700/40">
            {say(copy.noScale)}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm">
        <span className="text-slate-500">{say(copy.area)} </span>
        {visit.simulated ? <SimulatedBadge /> : <span className="font-medium text-slate-800">{areaWords(visit)}</span>}
      </p>
      {/* the stored sentence names its own basis ("Tissue by colour …", "Tissue (clinician) …") */}
      <p className="mt-1 text-sm text-slate-700">{visit.clinical?.tissue.text ?? say(copy.noTissue)}</p>
    </figure>
  );
}

/**
 * "Compare visits" on the wound page: two visits' photos side by side (one above the other on a
 * phone) at the same physical scale, each with its outline, area with its range, exam date and
 * tissue; below, every visit's photo in order, one click to compare it.
 */
export function VisitCompare({
  assessments,
  baselineId,
  title,
}: {
  assessments: readonly AssessmentJson[];
  /** the trajectory's baseline visit (null: the first measured visit) */
  baselineId: string | null;
  /** the patient and wound, printed above the comparison */
  title: string;
}) {
  const visits = assessments.filter(comparable).sort(byExamDate);
  const [chosen, setChosen] = useState<{ first: string | null; second: string | null }>({
    first: null,
    second: null,
  });
  const [defaultFirst, defaultSecond] = visits.length ? defaultPair(visits, baselineId) : [null, null];
  const first = visits.find((v) => v.id === chosen.first) ?? visits.find((v) => v.id === defaultFirst) ?? null;
  const second = visits.find((v) => v.id === chosen.second) ?? visits.find((v) => v.id === defaultSecond) ?? null;
  const firstBox = useMaskBox(first?.maskUrl ?? null, first ? comparedPhoto(first, null).width : 0);
  const secondBox = useMaskBox(second?.maskUrl ?? null, second ? comparedPhoto(second, null).width : 0);
  if (!first || !second) return null;

  const pair = visits.length > 1 && first.id !== second.id ? [first, second] : [first];
  const boxes = [firstBox, secondBox].map((q) => (q.status === 'success' ? q.data : null));
  // the frames wait for the outlines' boxes (a failed read counts as unknown: the whole photo)
  const settled = [firstBox, secondBox].every((q) => q.status !== 'loading');
  const photos = pair.map((v, i) => comparedPhoto(v, boxes[i] ?? null));
  const shared = compareWindow(photos);
  const baselineOf = defaultFirst;
  const latest = visits.at(-1)!.id;
  const tagKeys = (v: AssessmentJson) => [
    ...(v.id === baselineOf ? (['baseline'] as const) : []),
    ...(v.id === latest ? (['latest'] as const) : []),
  ];
  const tagsOf = (v: AssessmentJson) => tagKeys(v).map((k) => say(TAGS[k].tag));
  const options = visits.map((v) => {
    const tags = tagKeys(v).map((k) => say(TAGS[k].inOption));
    const area = v.simulated
      ? say(copy.simulated)
      : v.clinical?.measurement.areaCm2 != null
        ? v.clinical.measurement.areaText
        : say(copy.notMeasured);
    return { value: v.id, label: `${examDateText(v)} · ${area}${tags.length ? ` (${tags.join(', ')})` : ''}` };
  });
  const scaled = photos.filter((p) => photoFrame(p, shared).kind === 'scaled').length;

  return (
    <section className="mt-6" aria-labelledby={`${SECTION_ID}-heading`} id={SECTION_ID}>
      <Card>
        <style>{PRINT_CSS}</style>
        <p className="hidden text-sm font-semibold text-slate-800 print:block">{title}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${SECTION_ID}-heading`} className="text-lg font-semibold text-ink">
            {say(copy.title)}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            className="print:hidden"
            aria-label={say(copy.printLabel)}
            onClick={() => window.print()}
          >
            <Printer className="h-4 w-4" aria-hidden="true" /> {say(copy.print)}
          </Button>
        </div>
        <p className="mb-3 text-sm text-slate-600">
          {pair.length < 2 ? say(copy.one) : scaled === 2 ? say(copy.sameScale) : say(copy.onlyCalibrated)}
        </p>
        {visits.length > 1 && (
          <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 print:hidden">
            <SelectField
              label={say(copy.first)}
              options={options}
              value={first.id}
              onChange={(e) => setChosen({ first: e.target.value, second: second.id })}
            />
            <SelectField
              label={say(copy.second)}
              options={options}
              value={second.id}
              onChange={(e) => setChosen({ first: first.id, second: e.target.value })}
            />
          </div>
        )}
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2"
          data-testid="compare-pair"
          data-ready={settled ? 'true' : 'false'}
        >
          {pair.map((v, i) => (
            <ComparePanel
              key={v.id}
              visit={v}
              photo={photos[i]!}
              frame={photoFrame(photos[i]!, shared)}
              tags={tagsOf(v)}
            />
          ))}
        </div>
        <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-800 print:hidden">{say(copy.all)}</h3>
        <p className="mb-2 text-xs text-slate-500 print:hidden">{say(copy.choose)}</p>
        <ol className="flex snap-x gap-3 overflow-x-auto pb-2 print:hidden" aria-label={say(copy.allLabel)}>
          {visits.map((v) => (
            <li key={v.id} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={v.id === second.id}
                onClick={() => setChosen({ first: first.id, second: v.id })}
                className="block w-32 rounded-lg border border-slate-200 p-1.5 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:ring-2 aria-pressed:ring-brand-700"
              >
                <img
                  src={v.annotatedUrl ?? v.imageUrl}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
                />
                <span className="mt-1 block text-xs font-semibold text-slate-800">{examDateText(v)}</span>
                <span className="block text-xs text-slate-600">
                  {v.simulated
                    ? say(copy.simulatedTile)
                    : v.clinical?.measurement.areaCm2 != null
                      ? v.clinical.measurement.areaText
                      : say(copy.notMeasuredTile)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
