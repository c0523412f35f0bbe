import { useParams, useSearchParams } from 'react-router';
import { ProfileTab } from '../features/profile/profile-tab.tsx';
import { TeamTab } from '../features/team/team-tab.tsx';
import { DashboardTab } from '../features/dashboard/dashboard-tab.tsx';
import { WorklistTab } from '../features/patients/worklist/worklist-tab.tsx';
import { UploadTab } from '../features/capture/upload-tab.tsx';
import { AnalysisTab } from '../features/assessments/analysis-tab.tsx';
import { TreatmentTab } from '../features/treatment-plan/treatment-tab.tsx';
import { ConsultantsTab } from '../features/referrals/consultants-tab.tsx';
import { PatientsTab } from '../features/patients/patients-tab.tsx';
import { PatientView } from '../features/patients/patient-view.tsx';
import { WoundView } from '../features/patients/wound-view.tsx';
import { ReportsTab } from '../features/reports/reports-tab.tsx';
import { ServicesTab } from '../features/tools/services-tab.tsx';
import { AboutTab } from '../features/about/about-tab.tsx';
import { DonationTab } from '../features/about/donation/donation-tab.tsx';
import { FirstRun } from '../features/workspace/components/first-run.tsx';
import { RecordNotFound } from '../features/workspace/components/record-not-found.tsx';
import { msg } from '@lingui/core/macro';
import { paths } from '../lib/paths.ts';
import { say } from '../lib/i18n/workspace-i18n.ts';

// The workspace's screens as its routes render them (routes.tsx): each reads what its address
// names and hands it to the screen. Only components are exported here (the route table names them).

export function ProfileScreen() {
  return (
    <>
      <FirstRun />
      <ProfileTab />
    </>
  );
}

export function TeamScreen() {
  return <TeamTab />;
}

export function DashboardScreen() {
  return <DashboardTab />;
}

export function WorklistScreen() {
  return <WorklistTab />;
}

export function UploadScreen() {
  const [search] = useSearchParams();
  const woundId = search.get('wound');
  return <UploadTab key={woundId ?? ''} woundId={woundId} />;
}

export function AnalysisScreen() {
  return <AnalysisTab />;
}

export function TreatmentScreen() {
  return <TreatmentTab />;
}

export function ConsultantsScreen() {
  return <ConsultantsTab />;
}

export function PatientsScreen() {
  return <PatientsTab />;
}

export function PatientScreen() {
  const id = useParams().patientId!;
  return <PatientView key={id} id={id} />;
}

export function WoundScreen() {
  const id = useParams().woundId!;
  return <WoundView key={id} id={id} />;
}

export function ReportsScreen() {
  return <ReportsTab />;
}

export function ServicesScreen() {
  return <ServicesTab />;
}

export function AboutScreen() {
  return <AboutTab />;
}

export function DonationScreen() {
  return <DonationTab />;
}

/** /demo/<anything else>: the workspace stays (menu and header), with a way back. */
export function WorkspaceNotFound() {
  return (
    <RecordNotFound
      title={say(msg`Page not found`)}
      text={say(msg`The workspace has no page at this address.`)}
      back={{ to: paths.workspace.root, label: say(msg`Go to the workspace`) }}
    />
  );
}
