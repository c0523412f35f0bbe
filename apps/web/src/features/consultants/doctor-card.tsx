import { useState } from 'react';
import { CalendarPlus, Mail, MapPin, MessageSquare, Phone, Star, Video } from 'lucide-react';
import { EmailText } from '../../components/ui/email-text.tsx';
import type { ConsultantJson } from '@woundcare/api-types';
import { availabilityLabel, availabilityTone, canSchedule } from '../../lib/analysis/colors.ts';
import { capitalize } from '../../lib/analysis/rules.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/card.tsx';
import { SCHEDULE_PLACEHOLDER } from './doctor-filters.ts';

const typeIcon = { video: Video, chat: MessageSquare, phone: Phone } as const;

export function DoctorCard({ doctor }: { doctor: ConsultantJson }) {
  const [notice, setNotice] = useState(false);
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
      <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
        <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span className="font-semibold">{doctor.rating.toFixed(1)}</span>
        <span className="sr-only">out of 5 rating</span>
        <span className="text-slate-400" aria-hidden="true">
          ·
        </span>
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
      <div className="mt-3 flex flex-wrap gap-1.5" aria-label="Consultation types">
        {doctor.consultationTypes.map((t) => {
          const Icon = typeIcon[t as keyof typeof typeIcon] ?? MessageSquare;
          return (
            <span
              key={t}
              className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
            >
              <Icon className="h-3 w-3" aria-hidden="true" /> {capitalize(t)}
            </span>
          );
        })}
      </div>
      <div className="mt-4 flex-1" />
      <Button
        size="sm"
        disabled={!schedulable}
        onClick={() => setNotice(true)}
        aria-describedby={schedulable ? undefined : `${doctor.id}-offline`}
      >
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Schedule
      </Button>
      {!schedulable && (
        <p id={`${doctor.id}-offline`} className="mt-1 text-center text-xs text-slate-500">
          Offline — scheduling unavailable
        </p>
      )}
      {notice && (
        <div className="mt-2">
          <Notice onDismiss={() => setNotice(false)}>{SCHEDULE_PLACEHOLDER}</Notice>
        </div>
      )}
    </li>
  );
}
