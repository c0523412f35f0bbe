import { DataTable } from '../components/data-table.tsx';
import { type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { formatDate, formatUsd } from '../shared/format.ts';
import { claimsCopy } from './claims-copy.ts';
import type { Claim, ClaimStatus } from './data.ts';

const copy = claimsCopy.table;

export const STATUS_TONE: Record<ClaimStatus, Tone> = { Paid: 'green', Pending: 'yellow', Denied: 'red' };

export function ClaimsTable({ caption, rows }: { caption: string; rows: readonly Claim[] }) {
  return (
    <DataTable<Claim>
      caption={caption}
      rows={rows}
      rowKey={(c) => c.id}
      columns={[
        {
          header: say(copy.claim),
          cell: (c) => (
            <>
              <span className="whitespace-nowrap font-medium">{c.claimNumber}</span>
              <br />
              <span className="text-xs text-slate-600">{formatDate(c.submissionDate)}</span>
            </>
          ),
        },
        {
          header: say(copy.patient),
          cell: (c) => (
            <>
              <span>{c.patientName}</span>
              <br />
              <span className="text-xs text-slate-600">{c.patientId}</span>
            </>
          ),
        },
        {
          header: say(copy.service),
          cell: (c) => (
            <>
              <span>{c.service}</span>
              <br />
              <span className="whitespace-nowrap font-mono text-xs text-slate-600">{labelCode(c.billingCode)}</span>
            </>
          ),
        },
        { header: say(copy.payer), cell: (c) => c.payer },
        { header: say(copy.submitted), cell: (c) => formatUsd(c.submittedAmount), numeric: true },
        { header: say(copy.paid), cell: (c) => formatUsd(c.paidAmount), numeric: true },
        { header: say(copy.status), cell: (c) => <Badge tone={STATUS_TONE[c.status]}>{c.status}</Badge> },
        { header: say(copy.daysToPay), cell: (c) => (c.daysToPayment === null ? '—' : c.daysToPayment), numeric: true },
      ]}
    />
  );
}
