import { site } from './site.ts';
import type { TextSection } from './marketing-types.ts';

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: TextSection[];
}

const privacyEmail = 'privacy@woundly.health';
const legalEmail = 'legal@woundly.health';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'January 2025',
  intro: `This policy explains what information ${site.name} collects when healthcare organizations and their staff use our website and platform, how we use and protect it, and the choices and rights you have. Where we handle protected health information (PHI) on behalf of a customer, we do so as that customer’s business associate under HIPAA and the Business Associate Agreement we sign with them.`,
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      bullets: [
        {
          term: 'Protected health information',
          text: 'Wound photos, measurements, care plans, notes and related patient details that clinicians enter into the platform on behalf of their organization.',
        },
        {
          term: 'Account information',
          text: 'Your name, work email, job title, organization and password (stored only as a salted hash), plus your settings and preferences.',
        },
        {
          term: 'Technical information',
          text: 'IP address, browser and device type, pages visited, and security and audit logs of sign-ins and access to records.',
        },
        {
          term: 'Messages to us',
          text: 'What you send through our contact form, by email or by phone, and newsletter subscriptions.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use information',
      bullets: [
        { text: 'To provide the platform: measuring wounds, storing records, supporting care plans and coordination.' },
        { text: 'To secure the service: authenticating users, detecting misuse and keeping audit logs.' },
        { text: 'To support customers: answering questions, training staff and fixing problems.' },
        { text: 'To improve the service, using de-identified data only, as permitted by HIPAA and our agreements.' },
        { text: 'To send product and company news you asked for; you can unsubscribe at any time.' },
      ],
      paragraphs: ['We do not sell personal information or PHI, and we do not use PHI for advertising.'],
    },
    {
      id: 'hipaa-compliance',
      title: 'HIPAA compliance',
      paragraphs: [
        'We sign a Business Associate Agreement with every customer before PHI enters the platform. We apply the administrative, physical and technical safeguards of the HIPAA Security Rule, including HTTPS in transit, encryption of wound photos at rest (AES-256-GCM), role-based access, two-factor sign-in and audit logging.',
        'If we discover a breach of unsecured PHI, we notify the affected customer without unreasonable delay and as required by the HIPAA Breach Notification Rule and our agreements.',
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      bullets: [
        { text: 'With the healthcare organization that controls the record, and the users it authorises.' },
        {
          text: 'With service providers who host or support the platform under written agreements, including business associate agreements where PHI is involved.',
        },
        { text: 'With specialists you refer a patient to, when an authorised user sends the referral.' },
        { text: 'When the law requires it, or to protect the safety of patients, users or the public.' },
        { text: 'In a merger or acquisition, subject to the same protections described here.' },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        'Patients should direct requests about their health information to their healthcare provider, who controls the record; we help our customers respond. Users and other individuals may contact us directly.',
      ],
      bullets: [
        {
          term: 'Access and portability',
          text: 'Ask for a copy of your information in a commonly used electronic format.',
        },
        { term: 'Correction', text: 'Ask us to correct information that is inaccurate or incomplete.' },
        { term: 'Restriction', text: 'Ask us to limit how certain information is used or shared.' },
        { term: 'Accounting of disclosures', text: 'Ask for a list of certain disclosures of health information.' },
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      paragraphs: [
        'We keep PHI for as long as our customer’s agreement requires and return or delete it when the agreement ends, after a 30-day data transition period. Account and technical information is kept while the account is active and for as long as needed for security and legal obligations.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        `Questions or requests about privacy: ${privacyEmail}, or write to ${site.name}, Attn: Privacy Officer, 1450 American Lane, Suite 1400, ${site.office} 60173.`,
      ],
    },
    {
      id: 'updates',
      title: 'Changes to this policy',
      paragraphs: [
        'We will post any change on this page and update the date above. If a change materially affects how we handle your information, we will notify customers at least 30 days before it takes effect.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'January 2025',
  intro: `These terms govern access to and use of the ${site.name} website and platform. By creating an account or using the platform you accept them on behalf of yourself and the organization you represent.`,
  sections: [
    {
      id: 'eligibility',
      title: 'Eligibility',
      paragraphs: [
        'The platform is for healthcare organizations and licensed healthcare professionals acting within the scope of their licence. You must be at least 18 years old and authorised by your organization to use it. It is not intended for direct use by patients.',
      ],
    },
    {
      id: 'service',
      title: 'The service',
      paragraphs: [
        'Woundly provides software for wound measurement from calibrated photographs, infection screening, clinical decision support, documentation and billing-code suggestions, care coordination, referral management and telehealth, together with related clinical and support services described in your order.',
        'We target 99.9% monthly availability and publish planned maintenance in advance. Our disaster-recovery objectives are a recovery time under 4 hours and a recovery point under 1 hour.',
      ],
    },
    {
      id: 'responsibilities',
      title: 'Your responsibilities',
      bullets: [
        {
          text: 'Keep your credentials confidential and use multi-factor authentication where your organization requires it.',
        },
        {
          text: 'Enter only information you are authorised to handle, and obtain any patient consents your organization requires.',
        },
        {
          text: 'Use the printed calibration sticker as instructed; measurements from photos without it are not calibrated.',
        },
        { text: 'Do not attempt to reverse-engineer, overload or gain unauthorised access to the platform.' },
      ],
    },
    {
      id: 'disclaimers',
      title: 'Clinical disclaimer',
      paragraphs: [
        'Woundly supports, and does not replace, professional clinical judgement. Measurements, screenings and suggestions are aids for trained clinicians, who remain responsible for diagnosis and treatment. Except as stated in your agreement, the platform is provided “as is”, and our liability is limited to the fees paid in the twelve months before the claim.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      paragraphs: [
        'We own the platform, its models and its content. Your organization owns the data it enters, and grants us the rights needed to provide the service. We may use de-identified, aggregated data to improve the service as permitted by law and your agreement.',
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      paragraphs: [
        'Subscriptions are billed monthly or annually in advance, as chosen in your order, and renew automatically for the same term unless cancelled. Fees are exclusive of taxes.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      paragraphs: [
        'Either party may cancel with 30 days’ written notice before the renewal date. We may suspend access that threatens the security of the platform or breaches these terms. After termination you have a 30-day data transition period to export your data, after which we delete it as described in our Privacy Policy.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules. Disputes will be resolved by binding arbitration in San Francisco, California, except that either party may seek injunctive relief in court.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Questions about these terms: ${legalEmail}.`],
    },
  ],
};
