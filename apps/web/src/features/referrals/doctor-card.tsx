import { CalendarPlus, Mail, MapPin, MessageSquare, Phone, Video } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { EmailText } from '../../components/ui/email-text.tsx';
import type { ConsultantJson } from '@woundcare/api-types';
import { availabilityLabel, availabilityTone, canSchedule } from '../../lib/analysis/colors.ts';
import { capitalize } from '../../lib/analysis/rules.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { consultantsCopy as copy } from './consultants-copy.ts';

const typeIcon = { video: Video, chat: MessageSquare, phone: Phone } as const;
/** The consultation types the directory knows, in words; another type shows as its code, capitalised. */
const typeWords = { video: msg`Video`, chat: msg`Chat`, phone: msg`Phone` } as const;
const typeLabel = (t: string) => (t in typeWords ? say(typeWords[t as keyof typeof typeWords]) : capitalize(t));

export function DoctorCard({ doctor }: { doctor: ConsultantJson }) {
  const schedulable = canSchedule(doctor.availability);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-ink">{doctor.name}</h2>
          <p className="text-sm text-brand-800">{doctor.specialization}</p>
        </div>
        <Badge tone={availabilityTone(doctor.availability)}>{availabilityLabel(doctor.availability)}</Badge>
      </div>
      {/* fictional entries carry no star rating: a rating would pose as a real review */}
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
        <Badge tone="yellow">{say(copy.exampleData)}</Badge>
        <span>{doctor.state}</span>
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          {doctor.address}
        </li>
        <li>
          <a
            href={`tel:${doctor.phone.replace(/[^+\d]/g, '')}`}
            className="inline-flex items-center gap-2 hover:text-brand-800 hover:underline"
          >
            <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            {doctor.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${doctor.email}`}
            className="inline-flex min-w-0 items-center gap-2 hover:text-brand-800 hover:underline"
          >
            <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <EmailText email={doctor.email} />
          </a>
        </li>
      </ul>
      <div className="mt-3 flex flex-wrap gap-1.5" aria-label={say(copy.consultationTypes)}>
        {doctor.consultationTypes.map((t) => {
          const Icon = typeIcon[t as keyof typeof typeIcon] ?? MessageSquare;
          return (
            <span
              key={t}
              className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              <Icon className="h-3 w-3" aria-hidden="true" /> {typeLabel(t)}
            </span>
          );
        })}
      </div>
      <div className="mt-4 flex-1" />
      {/* a consultation is booked by calling the doctor's office: the number, not a form that books nothing */}
      {schedulable ? (
        <a href={`tel:${doctor.phone.replace(/[^+\d]/g, '')}`} className={buttonClass('primary', 'sm')}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {say(copy.callToSchedule)}
        </a>
      ) : (
        <p className="mt-1 text-center text-xs text-slate-500">{say(copy.offline)}</p>
      )}
    </li>
  );
}
