import { ClipboardList, Database, KeyRound, Lock, Search, ShieldCheck } from 'lucide-react';
import type { Feature, Stat } from './marketing-types.ts';

export type CertificationStatus = 'Certified' | 'In Progress' | 'Planned';

export interface Certification {
  name: string;
  description: string;
  status: CertificationStatus;
}

export const securityEmail = 'security@woundly.health';

export const securityPage = {
  eyebrow: 'Security',
  title: 'Patient photos are health records. We protect them that way.',
  lead: 'What Woundly does to protect patient data today — and, as plainly, what it does not do yet.',
  figures: [
    { value: 'AES-256-GCM', label: 'Photos and outlines encrypted at rest' },
    { value: 'TOTP', label: 'Two-factor sign-in, can be required per team' },
    { value: '3 roles', label: 'Owner, admin and clinician in each care team' },
    { value: 'Every read', label: 'Of a patient record written to the audit trail' },
  ] satisfies Stat[],
  pillars: [
    {
      icon: Lock,
      title: 'Encryption',
      description:
        'Wound photos, annotated images, outlines and the referral letters sent with them are encrypted at rest with AES-256-GCM, each file under its own key, wrapped by a master key kept apart from the data and rotatable. The database itself is not encrypted by Woundly: run it on an encrypted disk. Traffic is protected by the HTTPS of your server or proxy; on an https address Woundly sends HSTS and Secure cookies.',
    },
    {
      icon: ShieldCheck,
      title: 'HIPAA safeguards',
      description:
        'Woundly provides technical safeguards of the HIPAA Security Rule: unique accounts, role-based access, two-factor sign-in, automatic session expiry, an audit trail and encryption of photos. Administrative and physical safeguards — agreements, risk assessment, training, facilities — belong to the organisation that runs it.',
    },
    {
      icon: KeyRound,
      title: 'Access controls',
      description:
        'Care teams with owner, admin and clinician roles; another team’s records answer as if they did not exist. Two-factor sign-in with an authenticator app and one-time recovery codes, which an owner can require for the whole team. Each user sees their active sessions and signs any of them out; a new password signs out all others. Single sign-on (SAML/OIDC) is not available yet.',
    },
    {
      icon: ClipboardList,
      title: 'Audit logging',
      description:
        'Sign-ins, failed sign-ins, password and two-factor changes and every read or change of a patient record are written to an append-only audit trail with who, when and from which address. Each user reviews their own in My Profile.',
    },
    {
      icon: Database,
      title: 'Backups and recovery',
      description:
        'Backups are made by the organisation that runs Woundly. Its operations guide lists what to copy — the database, the photos and the keys — and how to test a restore.',
    },
    {
      icon: Search,
      title: 'Testing',
      description:
        'Every change runs automated security tests: cross-team isolation of every endpoint, malformed and hostile requests, cross-origin requests and security headers. An outside probe of a fresh install was made in November 2026.',
    },
  ] satisfies Feature[],
  certificationsTitle: 'Certifications and frameworks',
  certificationsLead:
    'Woundly holds no certification today: there is no SOC 2 report and no HITRUST or ISO/IEC 27001 certificate.',
  certifications: [
    {
      name: 'HIPAA Security Rule',
      description:
        'Technical safeguards built in (access control, audit, authentication, encryption of photos); not independently assessed.',
      status: 'In Progress',
    },
  ] satisfies Certification[],
  incident: {
    title: 'Incident response',
    lead: 'A written, rehearsed plan for the day something goes wrong.',
    steps: [
      { title: 'Detect', text: 'Continuous monitoring and alerting, with an engineer on call around the clock.' },
      { title: 'Contain', text: 'Isolate affected systems and preserve evidence within hours, not days.' },
      {
        title: 'Notify',
        text: 'Tell affected customers without unreasonable delay, as HIPAA and our agreements require.',
      },
      { title: 'Learn', text: 'Publish a post-incident review to affected customers and fix the root cause.' },
    ],
  },
  contact: {
    title: 'Questions about security?',
    lead: 'Our security team answers security questionnaires and welcomes responsible disclosure of vulnerabilities.',
    primary: 'Email the security team',
    secondary: 'Contact us',
  },
};

export const certificationStatusOrder: CertificationStatus[] = ['Certified', 'In Progress', 'Planned'];
