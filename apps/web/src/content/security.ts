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
  lead: 'Security and privacy are part of how Woundly is built, run and staffed — not a feature we added later.',
  figures: [
    { value: 'TLS 1.3', label: 'Encryption in transit' },
    { value: 'AES-256', label: 'Encryption at rest' },
    { value: '99.9%', label: 'Uptime target' },
    { value: '< 4 h / < 1 h', label: 'Recovery time / point objectives' },
  ] satisfies Stat[],
  pillars: [
    {
      icon: Lock,
      title: 'Encryption',
      description:
        'All traffic uses TLS 1.3. Wound photos, annotated images and outlines are encrypted at rest with AES-256-GCM, each under its own key, wrapped by a master key that can be kept apart from the data and rotated.',
    },
    {
      icon: ShieldCheck,
      title: 'HIPAA safeguards',
      description:
        'Business Associate Agreements with every customer, annual risk assessments, workforce training and documented policies for every safeguard.',
    },
    {
      icon: KeyRound,
      title: 'Access controls',
      description:
        'Role-based access control, multi-factor authentication, single sign-on for organizations and least-privilege access for our own staff.',
    },
    {
      icon: ClipboardList,
      title: 'Audit logging',
      description:
        'Sign-ins and access to patient records are logged in an append-only audit trail your organization can review.',
    },
    {
      icon: Database,
      title: 'Backups and recovery',
      description:
        'Encrypted backups in a separate region; recovery time under 4 hours and recovery point under 1 hour.',
    },
    {
      icon: Search,
      title: 'Testing',
      description:
        'Independent penetration tests every year, automated dependency scanning and code review on every change.',
    },
  ] satisfies Feature[],
  certificationsTitle: 'Certifications and frameworks',
  certifications: [
    {
      name: 'HIPAA',
      description: 'Administrative, physical and technical safeguards, independently assessed.',
      status: 'Certified',
    },
    {
      name: 'SOC 2 Type II',
      description: 'Security, availability and confidentiality controls examined by an independent auditor.',
      status: 'Certified',
    },
    {
      name: 'HITRUST CSF',
      description: 'Assessment against the HITRUST Common Security Framework.',
      status: 'In Progress',
    },
    {
      name: 'ISO/IEC 27001',
      description: 'Certification of our information security management system.',
      status: 'Planned',
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
    lead: 'Our security team answers questionnaires, shares our SOC 2 report under NDA and welcomes responsible disclosure of vulnerabilities.',
    primary: 'Email the security team',
    secondary: 'Contact us',
  },
};

export const certificationStatusOrder: CertificationStatus[] = ['Certified', 'In Progress', 'Planned'];
