import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Eye, ImagePlus, Printer } from 'lucide-react';
import type { WoundDetailJson } from '@woundcare/api-types';
import { createWoundSchema, issueText } from '@woundcare/api-types/requests';
import { paths } from '../../../../lib/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, EmptyState, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { formatDateTime, isOpenable, threadStatusText } from '../../../../lib/analysis/rules.ts';
import { useWorkspace } from '../../workspace-context.tsx';
import { ThreadStatusIcon } from '../../components/thread-status-icon.tsx';
import {
  ANALYSIS_FAILED_MESSAGE,
  canStartAnalysis,
  isBelowMinimumSize,
  MIN_HEIGHT,
  MIN_WIDTH,
  RECENT_THREADS_SHOWN,
  UPLOAD_REQUIRED_MESSAGE,
} from './upload-rules.ts';
import { bedsideCopy, guidelines } from './data.ts';
import { InfectionChecklist } from '../../components/infection-checklist.tsx';
import type { BedsideSigns } from '@woundcare/api-types';
import { recordApi } from '../../../../lib/record/api.ts';
import { assessmentTitle } from '../../../../lib/record/labels.ts';
import { EMPTY_CHOICE, NEW, RecordPicker, type RecordChoice } from './record-picker.tsx';
import { TakePhoto } from '../../capture/take-photo.tsx';
import { useWound } from '../patients/use-record.ts';

/** who the camera view names on top: the chosen patient and wound, or the new patient's name */
function captureSubject(choice: RecordChoice) {
  if (choice.patientId === NEW) return choice.name.trim() ? { patient: choice.name.trim(), wound: null } : null;
  return {
    patient: choice.patientLabel ?? 'Chosen patient',
    wound: choice.woundId === NEW ? 'New wound' : (choice.woundLabel ?? null),
  };
}

/** The form's starting choice: the wound the address names (/demo/upload?wound=…), once it is read. */
function choiceFor(d: WoundDetailJson): RecordChoice {
  return {
    ...EMPTY_CHOICE,
    patientId: d.wound.patientId,
    patientLabel: d.patientName,
    woundId: d.wound.id,
    woundLabel: d.wound.label,
  };
}

/**
 * Upload Images (spec 001 §2): create an assessment of a patient's wound (or a new patient by
 * name) from a photo; `woundId` (from the address) chooses the patient and wound up front.
 */
export function UploadTab({ woundId = null }: { woundId?: string | null }) {
  const ws = useWorkspace();
  const fileId = useId();
  const [choice, setChoice] = useState<RecordChoice>(EMPTY_CHOICE);
  const named = useWound(woundId ?? '', { enabled: woundId !== null });
  const [seeded, setSeeded] = useState<string | null>(null);
  if (named.status === 'success' && seeded !== named.data.wound.id) {
    setSeeded(named.data.wound.id);
    setChoice(choiceFor(named.data));
  }
  // a chosen patient stands for the name (the spec's rule: a name and an image)
  const name = choice.patientId === NEW ? choice.name : 'chosen';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [signs, setSigns] = useState<BedsideSigns>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // bedside capture: the camera's confirmed photo becomes this form's file and is
  // submitted through the same onSubmit → ws.upload path as a chosen file
  const formRef = useRef<HTMLFormElement>(null);
  const [captured, setCaptured] = useState<File | null>(null);
  useEffect(() => {
    if (captured && captured === file) formRef.current?.requestSubmit();
  }, [captured, file]);
  const onCapture = (f: File) => {
    setFile(f);
    setSize(null);
    setCaptured(f);
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canStartAnalysis(name, file)) {
      setError(UPLOAD_REQUIRED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const fields = { exam_date: choice.examDate, depth_cm: choice.depth, exudate: choice.exudate };
      let target: { woundId: string } | { patientName: string } = { patientName: choice.name.trim() };
      if (choice.patientId !== NEW && choice.woundId) target = { woundId: choice.woundId };
      else if (choice.patientId !== NEW) {
        // a new wound of the chosen patient, with the site and cause asked above (the server's schema)
        const wound = createWoundSchema.safeParse({ body_site: choice.site || null, etiology: choice.etiology });
        if (!wound.success) throw new Error(issueText(wound.error));
        target = { woundId: (await recordApi.createWound(choice.patientId, wound.data)).id };
      }
      const thread = await ws.upload(target, file!, signs, fields);
      ws.open(thread.id, 'analysis');
    } catch (err) {
      setError(`${ANALYSIS_FAILED_MESSAGE}${err instanceof Error && err.message ? ` (${err.message})` : ''}`);
    } finally {
      setBusy(false);
    }
  }

  const recent = ws.threads.slice(0, RECENT_THREADS_SHOWN);

  return (
    <div>
      <PageHeading
        title="Upload Images"
        description="Start an analysis: the photo is measured on the server and the result opens in the Analysis tab."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
        <Card as="section" className="xl:col-span-3">
          <h2 className="text-lg font-semibold text-ink">Create New Analysis</h2>
          <form ref={formRef} onSubmit={onSubmit} className="mt-4 space-y-4">
            {named.status === 'error' && (
              <Notice tone="warning">
                The wound this address names was not found in your active team. Choose the patient and wound below.
              </Notice>
            )}
            <RecordPicker value={choice} onChange={setChoice} />
            <div>
              <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
                Wound image<span className="text-red-700"> *</span>
              </label>
              <input
                id={fileId}
                type="file"
                accept="image/*"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setSize(null);
                  if (!e.target.files?.[0]) setPreview(null);
                }}
                className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              />
              <p className="mt-1 text-xs text-slate-500">
                Any image type. Include the calibration sticker for a measured area.
              </p>
            </div>
            <TakePhoto
              subject={captureSubject(choice)}
              missing="Choose the patient (or enter a new patient's name) first: the photo is filed under that patient's wound."
              onCapture={onCapture}
            />
            {preview && file ? (
              <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-900/5">
                <img
                  src={preview}
                  alt={`Chosen photo: ${file.name}`}
                  className="mx-auto max-h-72 object-contain"
                  onLoad={(e) => setSize({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
                />
                <figcaption className="border-t border-slate-200 bg-white px-3 py-2 text-xs text-slate-600">
                  {file.name} · {(file.size / 1024 / 1024).toFixed(1)} MB{size && ` · ${size.w} × ${size.h} px`}
                </figcaption>
              </figure>
            ) : (
              <div className="flex flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-500">
                <ImagePlus className="mb-2 h-8 w-8 text-slate-400" aria-hidden="true" />
                No image chosen yet
              </div>
            )}
            <details className="rounded-lg border border-slate-200 px-3 py-2">
              <summary className="cursor-pointer text-sm font-medium text-slate-700">
                {bedsideCopy.summary}
                {Object.keys(signs).length > 0 && ` · ${Object.keys(signs).length} assessed`}
              </summary>
              <p className="mt-2 text-xs text-slate-600">{bedsideCopy.help}</p>
              <div className="mt-2">
                <InfectionChecklist value={signs} onChange={setSigns} includePhotoSigns={false} />
              </div>
            </details>
            {size && isBelowMinimumSize(size.w, size.h) && (
              <Notice tone="warning">
                This photo is {size.w} × {size.h} px, below the recommended minimum of {MIN_WIDTH} × {MIN_HEIGHT}.
                Measurements may be less reliable.
              </Notice>
            )}
            {error && <Notice tone="error">{error}</Notice>}
            {canStartAnalysis(name, file) && (
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                {busy ? 'Analyzing...' : 'Start Analysis'}
              </Button>
            )}
          </form>
        </Card>

        <Card as="section" className="xl:col-span-2">
          <h2 className="text-lg font-semibold text-ink">Upload guidelines</h2>
          <ul className="mt-4 space-y-4">
            {guidelines.map(({ id, icon: Icon, title, text }) => (
              <li key={id} className="flex gap-3">
                <span className="mt-0.5 h-fit shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <div>
                  <p className="text-sm font-semibold text-slate-800">{title}</p>
                  <p className="text-sm text-slate-600">{text}</p>
                  {id === 'sticker' && (
                    <Link
                      to={paths.calibrationSticker}
                      className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      <Printer className="h-4 w-4" aria-hidden="true" /> Print the calibration sticker
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card as="section" className="mt-6">
        <h2 className="text-lg font-semibold text-ink">Recent Analysis Threads</h2>
        {ws.loading ? (
          <p className="mt-4 text-sm text-slate-500">Loading analyses…</p>
        ) : recent.length === 0 ? (
          <div className="mt-4">
            <EmptyState title="No analysis threads yet">Upload a photo above to start your first analysis.</EmptyState>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {recent.map((t) => (
              <li key={t.id} className="flex items-center gap-3 py-3">
                <ThreadStatusIcon status={t.status} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
                    <span className="truncate">{assessmentTitle(t)}</span>
                    {t.simulated && <SimulatedBadge />}
                  </p>
                  <p className="text-xs text-slate-500">
                    {threadStatusText(t.status)} · exam {formatDateTime(t.examDate)} · {t.id}
                  </p>
                </div>
                {isOpenable(t) && (
                  <Link
                    to={paths.workspace.assessment(t.id)}
                    aria-label={`View analysis of ${t.patientName}, exam ${formatDateTime(t.examDate)}`}
                    className="rounded-lg p-2 text-brand-700 hover:bg-brand-50"
                  >
                    <Eye className="h-5 w-5" aria-hidden="true" />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
