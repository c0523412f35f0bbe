import { DataTable } from '../components/data-table.tsx';
import { type Tone } from '../components/ui.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { labelCode } from '../shared/billing-code.ts';
import { formatDate, formatUsd } from '../shared/format.ts';
import type { Claim, ClaimStatus } from './data.ts';

export const STATUS_TONE: Record<ClaimStatus, Tone> = { Paid: 'green', Pending: 'yellow', Denied: 'red' };

export function ClaimsTable({ caption, rows }: { caption: string; rows: readonly Claim[] }) {
  return (
    <DataTable<Claim>
      caption={caption}
      rows={rows}
      rowKey={(c) => c.id}
      columns={[
        {
          header: 'Claim',
          cell: (c) => (
            <>
              <span className="whitespace-nowrap font-medium">{c.claimNumber}</span>
              <br />
              <span className="text-xs text-slate-600">{formatDate(c.submissionDate)}</span>
            </>
          ),
        },
        {
          header: 'Patient',
          cell: (c) => (
            <>
              <span>{c.patientName}</span>
              <br />
              <span className="text-xs text-slate-600">{c.patientId}</span>
            </>
          ),
        },
        {
          header: 'Service',
          cell: (c) => (
            <>
              <span>{c.service}</span>
              <br />
              <span className="whitespace-nowrap font-mono text-xs text-slate-600">{labelCode(c.billingCode)}</span>
            </>
          ),
        },
        { header: 'Payer', cell: (c) => c.payer },
        { header: 'Submitted', cell: (c) => formatUsd(c.submittedAmount), numeric: true },
        { header: 'Paid', cell: (c) => formatUsd(c.paidAmount), numeric: true },
        { header: 'Status', cell: (c) => <Badge tone={STATUS_TONE[c.status]}>{c.status}</Badge> },
        { header: 'Days to pay', cell: (c) => (c.daysToPayment === null ? '—' : c.daysToPayment), numeric: true },
      ]}
    />
  );
}
