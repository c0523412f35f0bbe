/**
 * About: software as a medical device (SaMD). Static regulatory overview for the clinical and
 * product teams (the About tab of docs/spec-notes.md#tab-contents). General information, not regulatory advice.
 */
export interface AboutSection {
  id: string;
  title: string;
  intro: string;
  items: { term: string; text: string }[];
}

export const aboutIntro = {
  title: 'About: Software as a Medical Device',
  lead: 'Software that measures a wound and flags possible infection is intended for a medical purpose, so in most markets it is regulated as Software as a Medical Device (SaMD) — software that performs a medical purpose without being part of a hardware device (IMDRF definition). This page summarises the pathways and standards that shape how a product like this one is built, cleared and maintained.',
  disclaimer:
    'General information for orientation, not regulatory or legal advice. Pathways depend on the exact intended use and claims.',
};

export const aboutSections: AboutSection[] = [
  {
    id: 'us',
    title: 'United States — FDA',
    intro:
      'FDA classifies devices by risk (Class I, II, III) and the classification decides the premarket pathway. Image-analysis software does not qualify as non-device clinical decision support under section 520(o) of the FD&C Act, because it processes medical images.',
    items: [
      {
        term: '510(k) premarket notification',
        text: 'Shows the device is substantially equivalent to a legally marketed predicate device. The usual route for Class II devices, including most image-based measurement software with an existing predicate.',
      },
      {
        term: 'De Novo classification',
        text: 'For novel low- to moderate-risk devices with no predicate. A granted De Novo creates a new classification regulation with special controls, and the device can then serve as a predicate for later 510(k)s.',
      },
      {
        term: 'Premarket approval (PMA)',
        text: 'For Class III devices: the highest-risk category. Requires valid scientific evidence — usually clinical investigations — that the device is safe and effective for its intended use.',
      },
      {
        term: 'Cybersecurity (section 524B)',
        text: 'Submissions for “cyber devices” must include a plan to monitor and address vulnerabilities, a software bill of materials (SBOM), and evidence of secure design.',
      },
    ],
  },
  {
    id: 'eu',
    title: 'European Union — MDR 2017/745',
    intro:
      'Under the Medical Device Regulation, software is classified by Annex VIII Rule 11. Software that provides information used to take diagnostic or therapeutic decisions is at least class IIa.',
    items: [
      {
        term: 'Class IIa',
        text: 'The default for decision-support software under Rule 11, such as measurement and documentation of wounds feeding treatment decisions.',
      },
      {
        term: 'Class IIb',
        text: 'When the decisions informed by the software could cause a serious deterioration of health or a surgical intervention — for example triaging infection that leads to debridement. Class III applies where decisions could cause death or irreversible deterioration.',
      },
      {
        term: 'Notified bodies',
        text: 'Class IIa and above need conformity assessment by a notified body: a certified quality management system (ISO 13485), technical documentation (Annexes II and III), clinical evaluation of the software (MDCG 2020-1), post-market surveillance, UDI and EUDAMED registration.',
      },
      {
        term: 'EU AI Act',
        text: 'AI systems that are medical devices requiring notified-body assessment are “high-risk” AI systems, adding obligations on data governance, logging, transparency and human oversight alongside the MDR.',
      },
    ],
  },
  {
    id: 'ca',
    title: 'Canada — Health Canada',
    intro:
      'The Medical Devices Regulations (SOR/98-282) use four risk classes; Health Canada’s SaMD guidance explains how software is classified within them.',
    items: [
      {
        term: 'Class I',
        text: 'Lowest risk. No device licence; the manufacturer or importer operates under a Medical Device Establishment Licence (MDEL).',
      },
      {
        term: 'Class II',
        text: 'Needs a Medical Device Licence (MDL) with a declaration of conformity and a quality system certified under MDSAP (ISO 13485). Typical for measurement and monitoring software.',
      },
      {
        term: 'Class III',
        text: 'Software whose output drives diagnosis or treatment of serious conditions. MDL with a summary of safety and effectiveness evidence, including clinical data.',
      },
      {
        term: 'Class IV',
        text: 'Highest risk. MDL with the fullest premarket review of safety and effectiveness evidence.',
      },
    ],
  },
  {
    id: 'lifecycle',
    title: 'Software lifecycle — IEC 62304',
    intro:
      'IEC 62304 defines the lifecycle processes for medical device software and is recognised by FDA and harmonised in the EU. Rigor scales with the software safety class, set by the worst harm a software failure could contribute to.',
    items: [
      {
        term: 'Safety classes A, B, C',
        text: 'A: no injury possible; B: non-serious injury possible; C: death or serious injury possible. Segregation can place components in different classes.',
      },
      {
        term: 'Development process',
        text: 'Planning, requirements, architecture, detailed design, unit implementation and verification, integration and system testing, and release — each with traceability to requirements and risk controls.',
      },
      {
        term: 'Maintenance and problem resolution',
        text: 'Changes after release follow the same controls; problems are recorded, analysed for safety impact and tracked to closure.',
      },
      {
        term: 'Companion standards',
        text: 'ISO 14971 (risk management), ISO 13485 (quality management), IEC 62366-1 (usability engineering) and IEC 82304-1 (health software product safety).',
      },
    ],
  },
  {
    id: 'ai',
    title: 'AI-specific considerations',
    intro:
      'Machine-learning models change the evidence and change-control picture: performance depends on data, and models are updated.',
    items: [
      {
        term: 'Good Machine Learning Practice (GMLP)',
        text: 'Ten guiding principles from FDA, Health Canada and the MHRA (2021): among them representative data for the intended population, training data independent of test data, reference standards based on best available methods, focus on the performance of the human–AI team, clear information for users, and monitoring of deployed models.',
      },
      {
        term: 'Predetermined Change Control Plan (PCCP)',
        text: 'Describes planned model modifications, the protocol to develop, validate and implement them, and their impact assessment. Once authorised, changes within the plan can ship without a new submission (FDA final guidance, December 2024).',
      },
      {
        term: 'Bias and generalisation',
        text: 'Wound appearance varies with skin tone, lighting and camera. Validation should report performance across Fitzpatrick skin types, wound aetiologies and devices, not only an overall average.',
      },
      {
        term: 'Transparency',
        text: 'Users should know what the model measures, its validated accuracy (for example Dice on a held-out set), its limits, and when a figure is simulated or uncalibrated.',
      },
    ],
  },
  {
    id: 'strategy',
    title: 'Product strategy risks',
    intro: 'Choices made early decide the regulatory burden later.',
    items: [
      {
        term: 'Claims creep',
        text: 'Measuring area is a lower-risk claim than diagnosing infection. Each new diagnostic claim can raise the device class and the clinical evidence needed.',
      },
      {
        term: 'Predicate dependence',
        text: 'A 510(k) strategy depends on a suitable predicate; a novel feature without one moves the product to De Novo, with longer timelines.',
      },
      {
        term: 'Clinical evidence',
        text: 'EU MDR and Class III pathways expect clinical data; plan studies with representative sites and patients early.',
      },
      {
        term: 'Post-market obligations',
        text: 'Performance monitoring, complaint handling, vigilance reporting and drift detection continue for the life of the product.',
      },
      {
        term: 'Security and privacy',
        text: 'Patient photos are protected health information: HIPAA in the US, GDPR in the EU, PIPEDA and provincial laws in Canada.',
      },
    ],
  },
];
