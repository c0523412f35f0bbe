import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * About: software as a medical device (SaMD). Static regulatory overview for the clinical and
 * product teams (the About tab of docs/spec-notes.md#tab-contents). General information, not regulatory advice.
 * Workspace catalog messages, read with say().
 */
export interface AboutSection {
  id: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  items: { term: MessageDescriptor; text: MessageDescriptor }[];
}

export const aboutIntro = {
  title: msg`About: Software as a Medical Device`,
  lead: msg`Software that measures a wound and flags possible infection is intended for a medical purpose, so in most markets it is regulated as Software as a Medical Device (SaMD) — software that performs a medical purpose without being part of a hardware device (IMDRF definition). This page summarises the pathways and standards that shape how a product like this one is built, cleared and maintained.`,
  disclaimer: msg`General information for orientation, not regulatory or legal advice. Pathways depend on the exact intended use and claims.`,
};

export const aboutSections: AboutSection[] = [
  {
    id: 'us',
    title: msg`United States — FDA`,
    intro: msg`FDA classifies devices by risk (Class I, II, III) and the classification decides the premarket pathway. Image-analysis software does not qualify as non-device clinical decision support under section 520(o) of the FD&C Act, because it processes medical images.`,
    items: [
      {
        term: msg`510(k) premarket notification`,
        text: msg`Shows the device is substantially equivalent to a legally marketed predicate device. The usual route for Class II devices, including most image-based measurement software with an existing predicate.`,
      },
      {
        term: msg`De Novo classification`,
        text: msg`For novel low- to moderate-risk devices with no predicate. A granted De Novo creates a new classification regulation with special controls, and the device can then serve as a predicate for later 510(k)s.`,
      },
      {
        term: msg`Premarket approval (PMA)`,
        text: msg`For Class III devices: the highest-risk category. Requires valid scientific evidence — usually clinical investigations — that the device is safe and effective for its intended use.`,
      },
      {
        term: msg`Cybersecurity (section 524B)`,
        text: msg`Submissions for “cyber devices” must include a plan to monitor and address vulnerabilities, a software bill of materials (SBOM), and evidence of secure design.`,
      },
    ],
  },
  {
    id: 'eu',
    title: msg`European Union — MDR 2017/745`,
    intro: msg`Under the Medical Device Regulation, software is classified by Annex VIII Rule 11. Software that provides information used to take diagnostic or therapeutic decisions is at least class IIa.`,
    items: [
      {
        term: msg`Class IIa`,
        text: msg`The default for decision-support software under Rule 11, such as measurement and documentation of wounds feeding treatment decisions.`,
      },
      {
        term: msg`Class IIb`,
        text: msg`When the decisions informed by the software could cause a serious deterioration of health or a surgical intervention — for example triaging infection that leads to debridement. Class III applies where decisions could cause death or irreversible deterioration.`,
      },
      {
        term: msg`Notified bodies`,
        text: msg`Class IIa and above need conformity assessment by a notified body: a certified quality management system (ISO 13485), technical documentation (Annexes II and III), clinical evaluation of the software (MDCG 2020-1), post-market surveillance, UDI and EUDAMED registration.`,
      },
      {
        term: msg`EU AI Act`,
        text: msg`AI systems that are medical devices requiring notified-body assessment are “high-risk” AI systems, adding obligations on data governance, logging, transparency and human oversight alongside the MDR.`,
      },
    ],
  },
  {
    id: 'ca',
    title: msg`Canada — Health Canada`,
    intro: msg`The Medical Devices Regulations (SOR/98-282) use four risk classes; Health Canada’s SaMD guidance explains how software is classified within them.`,
    items: [
      {
        term: msg`Class I`,
        text: msg`Lowest risk. No device licence; the manufacturer or importer operates under a Medical Device Establishment Licence (MDEL).`,
      },
      {
        term: msg`Class II`,
        text: msg`Needs a Medical Device Licence (MDL) with a declaration of conformity and a quality system certified under MDSAP (ISO 13485). Typical for measurement and monitoring software.`,
      },
      {
        term: msg`Class III`,
        text: msg`Software whose output drives diagnosis or treatment of serious conditions. MDL with a summary of safety and effectiveness evidence, including clinical data.`,
      },
      {
        term: msg`Class IV`,
        text: msg`Highest risk. MDL with the fullest premarket review of safety and effectiveness evidence.`,
      },
    ],
  },
  {
    id: 'lifecycle',
    title: msg`Software lifecycle — IEC 62304`,
    intro: msg`IEC 62304 defines the lifecycle processes for medical device software and is recognised by FDA and harmonised in the EU. Rigor scales with the software safety class, set by the worst harm a software failure could contribute to.`,
    items: [
      {
        term: msg`Safety classes A, B, C`,
        text: msg`A: no injury possible; B: non-serious injury possible; C: death or serious injury possible. Segregation can place components in different classes.`,
      },
      {
        term: msg`Development process`,
        text: msg`Planning, requirements, architecture, detailed design, unit implementation and verification, integration and system testing, and release — each with traceability to requirements and risk controls.`,
      },
      {
        term: msg`Maintenance and problem resolution`,
        text: msg`Changes after release follow the same controls; problems are recorded, analysed for safety impact and tracked to closure.`,
      },
      {
        term: msg`Companion standards`,
        text: msg`ISO 14971 (risk management), ISO 13485 (quality management), IEC 62366-1 (usability engineering) and IEC 82304-1 (health software product safety).`,
      },
    ],
  },
  {
    id: 'ai',
    title: msg`AI-specific considerations`,
    intro: msg`Machine-learning models change the evidence and change-control picture: performance depends on data, and models are updated.`,
    items: [
      {
        term: msg`Good Machine Learning Practice (GMLP)`,
        text: msg`Ten guiding principles from FDA, Health Canada and the MHRA (2021): among them representative data for the intended population, training data independent of test data, reference standards based on best available methods, focus on the performance of the human–AI team, clear information for users, and monitoring of deployed models.`,
      },
      {
        term: msg`Predetermined Change Control Plan (PCCP)`,
        text: msg`Describes planned model modifications, the protocol to develop, validate and implement them, and their impact assessment. Once authorised, changes within the plan can ship without a new submission (FDA final guidance, December 2024).`,
      },
      {
        term: msg`Bias and generalisation`,
        text: msg`Wound appearance varies with skin tone, lighting and camera. Validation should report performance across Fitzpatrick skin types, wound aetiologies and devices, not only an overall average.`,
      },
      {
        term: msg`Transparency`,
        text: msg`Users should know what the model measures, its validated accuracy (for example Dice on a held-out set), its limits, and when a figure is simulated or uncalibrated.`,
      },
    ],
  },
  {
    id: 'strategy',
    title: msg`Product strategy risks`,
    intro: msg`Choices made early decide the regulatory burden later.`,
    items: [
      {
        term: msg`Claims creep`,
        text: msg`Measuring area is a lower-risk claim than diagnosing infection. Each new diagnostic claim can raise the device class and the clinical evidence needed.`,
      },
      {
        term: msg`Predicate dependence`,
        text: msg`A 510(k) strategy depends on a suitable predicate; a novel feature without one moves the product to De Novo, with longer timelines.`,
      },
      {
        term: msg`Clinical evidence`,
        text: msg`EU MDR and Class III pathways expect clinical data; plan studies with representative sites and patients early.`,
      },
      {
        term: msg`Post-market obligations`,
        text: msg`Performance monitoring, complaint handling, vigilance reporting and drift detection continue for the life of the product.`,
      },
      {
        term: msg`Security and privacy`,
        text: msg`Patient photos are protected health information: HIPAA in the US, GDPR in the EU, PIPEDA and provincial laws in Canada.`,
      },
    ],
  },
];
