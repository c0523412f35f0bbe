import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, CalendarClock, Download, Package, Printer, Share2, ShieldAlert } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { SendReferralButton } from '../referrals/send-referral-button.tsx';
import { assessmentReportUrl } from '../assessments/api/get-assessment-report.ts';
import { useAssessment } from '../assessments/api/get-assessment.ts';
import { AmendmentList } from '../workspace/components/assessment-summary.tsx';
import type { ClinicalAssessment, AssessmentJson } from '@woundcare/api-types';
import { downloadFromApi } from '../../lib/download.ts';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AdviceCard } from './advice-card.tsx';
import { ShareWithPatient } from './share-with-patient.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { shareCopy } from './share-copy.ts';
import { planCopy as copy } from './plan-copy.ts';
import { ScheduleFollowUp } from './schedule-follow-up.tsx';

const PRINT_CSS =
  '@media print { #root > div > header, #root > div > footer { display: none !important; } body { background: white; } }';
const PRIORITY_TONE = { low: 'green', medium: 'yellow', high: 'red' } as const;

type Load =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'pending'; assessment: AssessmentJson }
  | { state: 'ready'; clinical: ClinicalAssessment; assessment: AssessmentJson };

function List({
  title,
  items,
  icon: Icon,
  tone,
}: {
  title: string;
  items: string[];
  icon: typeof Package;
  tone: string;
}) {
  return (
    <Card as="section" className="break-inside-avoid">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Icon className={`h-5 w-5 ${tone}`} aria-hidden="true" /> {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{say(copy.none)}</p>
      )}
    </Card>
  );
}

/**
 * /treatment-plan/:assessmentId (docs/spec-notes.md#treatment-plan-page): the plan of the stored assessment — built from its
 * advice rows, shown beside them — with print, the PDF report as the download, and a signed-out
 * link for the patient (share with patient).
 */
export function TreatmentPlanPage() {
  const { assessmentId = '' } = useParams();
  const [step, setStep] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const shareHeading = useRef<HTMLHeadingElement>(null);
  const query = useAssessment(assessmentId);
  useEffect(() => {
    if (query.status === 'error') console.warn('Treatment plan fetch failed', query.error);
  }, [query.status, query.error]);
  const load: Load =
    query.status === 'success'
      ? query.data.clinical
        ? { state: 'ready', clinical: query.data.clinical, assessment: query.data }
        : { state: 'pending', assessment: query.data }
      : query.status === 'error'
        ? { state: 'missing' }
        : { state: 'loading' };

  const back = (
    <Link
      to={paths.demo}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline print:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.back)}
    </Link>
  );

  if (load.state === 'loading') return <Spinner label={say(copy.loading)} />;
  if (load.state === 'missing' || load.state === 'pending') {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        {back}
        <h1 className="mt-6 text-2xl font-bold text-ink">
          {load.state === 'missing' ? say(copy.notFound) : say(copy.notAvailable)}
        </h1>
        <p className="mt-2 text-slate-600">
          {load.state === 'missing' ? say(copy.notFoundText) : say(copy.notAvailableText)}
        </p>
      </section>
    );
  }
  const { clinical, assessment } = load;
  const plan = clinical.plan;

  async function download() {
    setDownloading(true);
    try {
      await downloadFromApi(assessmentReportUrl(assessmentId), `woundly-report-${assessmentId}.pdf`);
    } catch (err) {
      setNotice({
        tone: 'error',
        text: say(copy.downloadFailed, { message: err instanceof Error ? err.message : String(err) }),
      });
    } finally {
      setDownloading(false);
    }
  }

  // to the "Share with patient" card, whose heading takes the focus (keyboard and screen readers follow)
  function share() {
    const heading = shareHeading.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }

  return (
    <div className="bg-slate-50 print:bg-white">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        {back}
        <Card as="section">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-brand-700">
                {say(copy.eyebrow, { patient: assessment.patientName })}
              </p>
              <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{plan.name}</h1>
              <p className="mt-2 max-w-2xl text-sm text-slate-600">{plan.disclaimer}</p>
              <div className="mt-3 max-w-2xl">
                <AmendmentList amendments={assessment.amendments} />
              </div>
            </div>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="secondary" size="sm" onClick={() => window.print()}>
                <Printer className="h-4 w-4" aria-hidden="true" /> {say(copy.print)}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading}>
                <Download className="h-4 w-4" aria-hidden="true" />{' '}
                {downloading ? say(copy.preparing) : say(copy.downloadPdf)}
              </Button>
              <Button variant="secondary" size="sm" onClick={share}>
                <Share2 className="h-4 w-4" aria-hidden="true" /> {say(shareCopy.title)}
              </Button>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone={PRIORITY_TONE[clinical.priority.level]}>{clinical.priority.label}</Badge>
            {assessment.simulated && <SimulatedBadge />}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
              {plan.selfTreatable ? say(copy.selfTreatableYes) : say(copy.selfTreatableNo)}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">
              <CalendarClock className="mr-1 inline h-4 w-4" aria-hidden="true" />
              {plan.followUp}
            </span>
          </div>
          {notice && (
            <div className="mt-3 print:hidden">
              <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
                {notice.text}
              </Notice>
            </div>
          )}
        </Card>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
          <div className="md:col-span-1">
            <List
              title={say(copy.materials)}
              items={plan.materials.map((m) => m.text)}
              icon={Package}
              tone="text-brand-700"
            />
          </div>
          <Card as="section" className="md:col-span-2">
            <h2 className="text-lg font-semibold text-ink">{say(copy.steps)}</h2>
            <p className="text-xs text-slate-500 print:hidden">{say(copy.stepsHint)}</p>
            <ol className="mt-3 space-y-2">
              {plan.steps.map((s, i) => (
                <li key={s.text}>
                  <button
                    type="button"
                    aria-pressed={step === i}
                    onClick={() => setStep((cur) => (cur === i ? null : i))}
                    className={`flex w-full gap-3 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors ${
                      step === i
                        ? 'border-brand-600 bg-brand-50 text-ink'
                        : 'border-slate-200 text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    <span
                      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${step === i ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
                    >
                      {i + 1}
                    </span>
                    {s.text}
                  </button>
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <AdviceCard advice={clinical.advice} etiology={clinical.etiology} />

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <List title={say(copy.precautions)} items={plan.precautions} icon={ShieldAlert} tone="text-amber-600" />
          <List title={say(copy.seekHelp)} items={plan.whenToSeekHelp} icon={AlertTriangle} tone="text-red-600" />
        </div>

        <ShareWithPatient assessmentId={assessmentId} patientId={assessment.patientId} headingRef={shareHeading} />

        <Card as="section" className="print:hidden">
          <h2 className="text-lg font-semibold text-ink">{say(copy.nextSteps)}</h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <SendReferralButton assessmentId={assessmentId} />
            <ScheduleFollowUp woundId={assessment.woundId} />
          </div>
        </Card>
      </div>
    </div>
  );
}
