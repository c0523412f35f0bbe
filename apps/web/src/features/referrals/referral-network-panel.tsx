import { Mail, Pencil, Phone, Plus, Send, Trash2 } from 'lucide-react';
import type { RankedReferralContactJson } from '@woundcare/api-types';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailText } from '../../components/ui/email-text.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { REFERRAL_COPY } from './referral-copy.ts';

/**
 * The team's own referral contacts as the server ranked them for one assessment: those answering
 * a recommended specialist type first (marked with it), then the rest. Everyone can refer to a
 * contact; owners and admins add, edit and delete.
 */
export function ReferralNetworkPanel({
  contacts,
  isAdmin,
  onRefer,
  onAdd,
  onEdit,
  onDelete,
}: {
  contacts: readonly RankedReferralContactJson[];
  isAdmin: boolean;
  onRefer: (contact: RankedReferralContactJson) => void;
  onAdd: () => void;
  onEdit: (contact: RankedReferralContactJson) => void;
  onDelete: (contact: RankedReferralContactJson) => void;
}) {
  return (
    <section id="referral-network" aria-labelledby="referral-network-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="referral-network-title" className="text-base font-semibold text-ink">
          {say(REFERRAL_COPY.networkTitle)}
        </h3>
        {isAdmin && (
          <Button size="sm" variant="secondary" onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.addContact)}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{say(REFERRAL_COPY.networkText)}</p>
      {contacts.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {say(REFERRAL_COPY.networkEmpty)}{' '}
          {isAdmin ? say(REFERRAL_COPY.networkEmptyAdmin) : say(REFERRAL_COPY.networkEmptyMember)}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={say(REFERRAL_COPY.networkTitle)}>
          {contacts.map((c) => (
            <li key={c.id} className="min-w-0 rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-ink">{c.name}</p>
              <p className="text-sm text-brand-800">
                {c.specialtyLabel}
                {c.organisation && <span className="text-slate-600"> · {c.organisation}</span>}
              </p>
              {c.matchedSpecialistType && (
                <p className="mt-1">
                  <Badge tone="brand" wrap>
                    {say(REFERRAL_COPY.matches, { type: c.matchedSpecialistType })}
                  </Badge>
                </p>
              )}
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                <li className="flex min-w-0 gap-2">
                  <Mail className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <a href={`mailto:${c.email}`} className="min-w-0 hover:underline">
                    <EmailText email={c.email} />
                  </a>
                </li>
                {c.phone && (
                  <li className="flex gap-2">
                    <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                    <a href={`tel:${c.phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
                      {c.phone}
                    </a>
                  </li>
                )}
              </ul>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => onRefer(c)}
                  aria-label={say(REFERRAL_COPY.sendReferralTo, { name: c.name })}
                >
                  <Send className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.sendReferral)}
                </Button>
                {isAdmin && (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onEdit(c)}
                      aria-label={say(REFERRAL_COPY.editContactLabel, { name: c.name })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.editContact)}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onDelete(c)}
                      aria-label={say(REFERRAL_COPY.deleteContactLabel, { name: c.name })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" /> {say(REFERRAL_COPY.deleteContact)}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
