import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { ETIOLOGIES, type Etiology, type ExamDateConflictDetails, type WoundDetailJson } from '@woundcare/api-types';
import { createWoundSchema, issueText } from '@woundcare/api-types/requests';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice, PageHeading } from '../../components/ui/card.tsx';
import { useWorkspace } from '../workspace/workspace-context.tsx';
import { RecentAssessments, UploadGuidelines } from './upload-side-panels.tsx';
import {
  ANALYSIS_FAILED_BECAUSE,
  ANALYSIS_FAILED_MESSAGE,
  canStartAnalysis,
  isBelowMinimumSize,
  MIN_HEIGHT,
  MIN_WIDTH,
  UPLOAD_REQUIRED_MESSAGE,
} from './upload-rules.ts';
import { bedsideCopy, pickerCopy } from './data.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { UploadTarget } from '../assessments/api/create-assessment.ts';
import { InfectionChecklist } from '../workspace/components/infection-checklist.tsx';
import type { BedsideSigns } from '@woundcare/api-types';
import { createWound } from '../patients/api/create-wound.ts';
import { EMPTY_CHOICE, isTargetChosen, NEW, RecordPicker, type RecordChoice } from './record-picker.tsx';
import { TakePhoto } from './camera/take-photo.tsx';
import { useWound } from '../patients/api/get-wound.ts';
import { queueCopy } from './queue/queue-copy.ts';
import { uploadQueueActions, useUploadQueue } from './queue/use-upload-queue.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { uploadCopy } from './upload-copy.ts';

/** who the camera view names on top: the chosen patient and wound, or the new patient's name (none until chosen) */
function captureSubject(choice: RecordChoice) {
  if (!isTargetChosen(choice)) return null;
  if (choice.patientId === NEW) return { patient: choice.name.trim(), wound: null };
  return {
    patient: choice.patientLabel ?? say(uploadCopy.chosenPatient),
    wound: choice.woundId === NEW ? say(pickerCopy.newWound) : (choice.woundLabel ?? null),
  };
}

/** how a waiting photo names its patient and wound in the queue and on the header's list */
function queueLabel(choice: RecordChoice): string {
  if (choice.patientId === NEW) return say(uploadCopy.newPatientLabel, { name: choice.name.trim() });
  return [choice.patientLabel, choice.woundLabel].filter(Boolean).join(' · ') || say(uploadCopy.chosenWound);
}

const isNetworkFailure = (err: unknown) => err instanceof ApiRequestError && err.code === 'NETWORK_ERROR';

/** The cause whose instrument the bedside checklist follows: the chosen wound's, or the new wound's. */
function checklistEtiology(choice: RecordChoice): Etiology | undefined {
  const cause = choice.woundId === NEW ? choice.etiology : choice.woundEtiology;
  return (ETIOLOGIES as readonly string[]).includes(cause ?? '') ? (cause as Etiology) : undefined;
}

/** The form's starting choice: the wound the address names (/demo/upload?wound=…), once it is read. */
function choiceFor(d: WoundDetailJson): RecordChoice {
  return {
    ...EMPTY_CHOICE,
    patientId: d.wound.patientId,
    patientLabel: d.patientName,
    woundId: d.wound.id,
    woundLabel: d.wound.label,
    woundEtiology: d.wound.etiology,
  };
}

/**
 * Upload Images (docs/spec-notes.md#tab-contents): create an assessment of a patient's wound (or a new patient by
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
  // a chosen patient and wound (or a named new patient) stand for the spec's name
  const name = isTargetChosen(choice) ? 'chosen' : '';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [signs, setSigns] = useState<BedsideSigns>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the server's question about an exam date on or before another visit of the wound
  const [conflict, setConflict] = useState<ExamDateConflictDetails | null>(null);
  // the last photo was kept on this device (offline, or the network failed while sending)
  const [kept, setKept] = useState<'offline' | 'failed' | null>(null);
  const queue = useUploadQueue();
  const fileInput = useRef<HTMLInputElement>(null);
  const choose = (next: RecordChoice) => {
    if (next.examDate !== choice.examDate || next.woundId !== choice.woundId) setConflict(null);
    setChoice(next);
  };

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
    await start(false);
  }

  /** `confirmDate`: the clinician answered "File it anyway" to the exam-date question */
  async function start(confirmDate: boolean) {
    if (!canStartAnalysis(name, file)) {
      setError(say(UPLOAD_REQUIRED_MESSAGE));
      return;
    }
    setBusy(true);
    setError(null);
    setConflict(null);
    setKept(null);
    // every send of this photo carries this key: a retry never makes a second assessment
    const key = crypto.randomUUID();
    const offline = !navigator.onLine;
    // set once the photo is on its way: a network failure from then on keeps it on the device
    let sending: { target: UploadTarget; fields: Record<string, string> } | null = null;
    try {
      const fields: Record<string, string> = {
        exam_date: choice.examDate,
        depth_cm: choice.depth,
        exudate: choice.exudate,
        ...(confirmDate ? { confirm_exam_date: 'true' } : {}),
      };
      let target: UploadTarget;
      if (choice.patientId === NEW)
        target = {
          newPatient: { name: choice.name.trim(), identifier: choice.identifier.trim(), birthDate: choice.birthDate },
        };
      else if (choice.woundId !== NEW) target = { woundId: choice.woundId };
      else {
        if (offline) {
          setError(say(queueCopy.newWoundOffline));
          return;
        }
        // a new wound of the chosen patient, with the site and cause asked above (the server's schema)
        const wound = createWoundSchema.safeParse({ body_site: choice.site || null, etiology: choice.etiology });
        if (!wound.success) throw new Error(issueText(wound.error));
        const made = await createWound(choice.patientId, wound.data);
        // from now on the photo goes to that wound (a second try does not make another one)
        setChoice((c) => ({ ...c, woundId: made.id, woundLabel: made.label, woundEtiology: made.etiology }));
        target = { woundId: made.id };
      }
      if (offline) {
        // sent later: the exam date is fixed now (the moment the photo was taken or chosen), not at upload
        await keep(key, target, { ...fields, exam_date: fields.exam_date || new Date().toISOString() }, 'offline');
        return;
      }
      sending = { target, fields };
      const assessment = await ws.upload(target, file!, signs, fields, key);
      ws.open(assessment.id, 'analysis');
    } catch (err) {
      // the server may have received it: kept with the same key and fields, so a resend is the same upload
      if (isNetworkFailure(err) && sending) await keep(key, sending.target, sending.fields, 'failed');
      else if (isNetworkFailure(err)) setError(say(queueCopy.newWoundOffline));
      else if (err instanceof ApiRequestError && err.code === 'EXAM_DATE_CONFLICT' && err.details)
        setConflict(err.details as ExamDateConflictDetails);
      else if (err instanceof ApiRequestError && err.code === 'IDENTIFIER_TAKEN')
        setError(say(pickerCopy.identifierTaken));
      else if (err instanceof Error && err.message) setError(say(ANALYSIS_FAILED_BECAUSE, { reason: err.message }));
      else setError(say(ANALYSIS_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  /** Keep the photo in the device's queue (sent when the network returns) and clear the form's photo for the next one. */
  async function keep(key: string, target: UploadTarget, fields: Record<string, string>, why: 'offline' | 'failed') {
    const userId = queue.userId;
    if (!userId) {
      setError(say(queueCopy.notKept));
      return;
    }
    try {
      await uploadQueueActions.queue({
        key,
        userId,
        queuedAt: new Date().toISOString(),
        target,
        woundId: 'woundId' in target ? target.woundId : null,
        label: queueLabel(choice),
        fields,
        signs,
        photo: file!,
        fileName: file!.name,
        error: null,
      });
    } catch {
      setError(say(queueCopy.notKept));
      return;
    }
    setKept(why);
    setFile(null);
    setPreview(null);
    setSize(null);
    setCaptured(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  return (
    <div>
      <PageHeading title={say(uploadCopy.title)} description={say(uploadCopy.intro)} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
        <Card as="section" className="xl:col-span-3">
          <h2 className="text-lg font-semibold text-ink">{say(uploadCopy.formTitle)}</h2>
          <form ref={formRef} onSubmit={onSubmit} className="mt-4 space-y-4">
            {named.status === 'error' && <Notice tone="warning">{say(uploadCopy.woundNotFound)}</Notice>}
            <RecordPicker value={choice} onChange={choose} />
            <div>
              <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-700">
                {say(uploadCopy.image)}
                <span className="text-red-700"> *</span>
              </label>
              <input
                ref={fileInput}
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
              <p className="mt-1 text-xs text-slate-500">{say(uploadCopy.imageHint)}</p>
            </div>
            <TakePhoto subject={captureSubject(choice)} missing={say(uploadCopy.chooseFirst)} onCapture={onCapture} />
            {preview && file ? (
              <figure className="overflow-hidden rounded-lg border border-slate-200 bg-slate-900/5">
                <img
                  src={preview}
                  alt={say(uploadCopy.chosenPhoto, { name: file.name })}
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
                {say(uploadCopy.noImage)}
              </div>
            )}
            <details className="rounded-lg border border-slate-200 px-3 py-2">
              <summary className="cursor-pointer text-sm font-medium text-slate-700">
                {say(
                  checklistEtiology(choice) === 'diabetic_foot_ulcer' ? bedsideCopy.summaryDfu : bedsideCopy.summary,
                )}
                {Object.keys(signs).length > 0 &&
                  ` · ${say(bedsideCopy.assessed, { count: Object.keys(signs).length })}`}
              </summary>
              <p className="mt-2 text-xs text-slate-600">{say(bedsideCopy.help)}</p>
              <div className="mt-2">
                <InfectionChecklist
                  value={signs}
                  onChange={setSigns}
                  includePhotoSigns={false}
                  etiology={checklistEtiology(choice)}
                />
              </div>
            </details>
            {size && isBelowMinimumSize(size.w, size.h) && (
              <Notice tone="warning">
                {say(uploadCopy.small, { width: size.w, height: size.h, minWidth: MIN_WIDTH, minHeight: MIN_HEIGHT })}
              </Notice>
            )}
            {error && <Notice tone="error">{error}</Notice>}
            {kept && (
              <Notice tone={queue.items.length > 0 ? 'warning' : 'success'}>
                {queue.items.length === 0
                  ? say(queueCopy.allSent)
                  : say(kept === 'offline' ? queueCopy.saved : queueCopy.savedAfterFailure, {
                      count: queue.items.length,
                    })}
                {queue.storage === 'refused' && queue.items.length > 0 && (
                  <span className="mt-1 block">{say(queueCopy.storageRefused)}</span>
                )}
              </Notice>
            )}
            {conflict && (
              <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
                <p className="text-sm font-medium text-amber-950">
                  {say(conflict.sameDay ? pickerCopy.sameDayConflict : pickerCopy.earlierConflict, {
                    date: conflict.otherExamDate,
                  })}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button type="button" size="sm" disabled={busy} onClick={() => void start(true)}>
                    {say(pickerCopy.fileAnyway)}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setConflict(null);
                      document.getElementById('upload-exam-date')?.focus();
                    }}
                  >
                    {say(pickerCopy.changeDate)}
                  </Button>
                </div>
              </div>
            )}
            {canStartAnalysis(name, file) && !conflict && (
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                {busy ? say(uploadCopy.analyzing) : say(uploadCopy.start)}
              </Button>
            )}
          </form>
        </Card>

        <UploadGuidelines />
      </div>

      <RecentAssessments />
    </div>
  );
}
