import type { PageMeta } from '../lib/meta.ts';
import type { ServiceId, SolutionId } from './ids.ts';
import { MEASURED_FIGURES } from '@woundcare/api-types/site';

/**
 * Metadata of every public page (docs/spec-notes.md#page-metadata): title, description, keywords and category.
 * Kept apart from the page copy so the route table stays small in the first download.
 */
export const pageMeta = {
  home: {
    title: '',
    description:
      'Calibrated AI wound measurement from a phone photo, infection screening, clinical decision support and care coordination for healthcare organizations.',
    keywords: ['AI wound measurement', 'wound care software', 'wound documentation', 'calibration sticker'],
    category: 'Home',
  },
  solutions: {
    title: 'Solutions',
    description:
      'Four solutions for wound-care teams: AI wound measurement, clinical decision support, a care coordination platform and telehealth integration.',
    keywords: [
      'wound care solutions',
      'clinical decision support',
      'care coordination platform',
      'telehealth integration',
    ],
    category: 'Solutions',
  },
  services: {
    title: 'Services',
    description:
      'A hybrid care model for polychronic patients: core wound services, care navigation and four delivery channels from onsite clinics to 24/7 virtual care.',
    keywords: [
      'wound care services',
      'hybrid care model',
      'polychronic patients',
      'care navigation',
      'onsite clinic',
      'virtual care',
    ],
    category: 'Services',
  },
  techBase: {
    title: 'Tech Base',
    description:
      'How Woundly is building toward a proprietary healthcare language model: BLT model architecture, the Model Context Protocol and our MCP server.',
    keywords: ['healthcare language model', 'BLT', 'Model Context Protocol', 'MCP server', 'edge AI'],
    category: 'Technology',
  },
  about: {
    title: 'About Us',
    description:
      'Woundly builds AI-assisted wound care for healthcare organizations. Our mission, vision, values, leadership team and story from 2020 to 2025.',
    keywords: ['about Woundly', 'wound care company', 'leadership team', 'company timeline'],
    category: 'Company',
  },
  careers: {
    title: 'Careers',
    description:
      'Join the team building calibrated, honest AI for wound care. Open positions, benefits and our four-step hiring process.',
    keywords: ['Woundly careers', 'healthcare AI jobs', 'clinical informatics jobs', 'machine learning jobs'],
    category: 'Company',
  },
  press: {
    title: 'Press & News',
    description:
      'Company news, awards, media kit and press contacts for Woundly, the AI wound-care platform for healthcare organizations.',
    keywords: ['Woundly news', 'press releases', 'media kit', 'Series A'],
    category: 'Company',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Talk to the Woundly team: email, phone or our Schaumburg, Illinois office. We reply within 24 hours; getting started takes 2 to 4 weeks.',
    keywords: ['contact Woundly', 'wound care demo', 'Schaumburg Illinois'],
    category: 'Company',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Woundly collects, uses, shares and protects information, including protected health information under HIPAA.',
    keywords: ['privacy policy', 'HIPAA', 'protected health information'],
    category: 'Legal',
  },
  terms: {
    title: 'Terms of Service',
    description:
      'The terms that govern use of the Woundly platform by licensed healthcare professionals and organizations.',
    keywords: ['terms of service', 'terms and conditions'],
    category: 'Legal',
  },
  security: {
    title: 'Security',
    description: 'Encryption, HIPAA safeguards, access controls, certifications and incident response at Woundly.',
    keywords: ['security', 'HIPAA safeguards', 'two-factor sign-in', 'encryption', 'incident response'],
    category: 'Legal',
  },
  calibrationSticker: {
    title: 'Calibration Sticker',
    description:
      'Print the Woundly calibration sticker: an ArUco marker with a 20.0 mm black square that turns a phone photo into a true-scale wound measurement.',
    keywords: ['wound measurement calibration', 'ArUco marker', 'DICT_4X4_50', 'printable calibration sticker'],
    category: 'Resources',
  },
} satisfies Record<string, PageMeta>;

export const solutionMeta: Record<SolutionId, PageMeta> = {
  'wound-measurement': {
    title: 'AI Wound Measurement',
    description: `Wound area, length and width from a phone photo and a printed sticker. On unseen diabetic foot ulcer photos: median area error ${MEASURED_FIGURES.endToEndAreaError.value} end to end, outline Dice ${MEASURED_FIGURES.outlineDice.value}.`,
    keywords: ['AI wound measurement', 'wound area', 'digital planimetry', 'calibration sticker'],
    category: 'Solutions',
  },
  'clinical-decision-support': {
    title: 'Clinical Decision Support',
    description:
      'Evidence-based next steps from measured wound trends, infection screening and your organization’s protocols.',
    keywords: ['clinical decision support', 'wound care protocol', 'wound healing trajectory'],
    category: 'Solutions',
  },
  'care-coordination': {
    title: 'Care Coordination Platform',
    description:
      'One shared wound-care plan for nurses, physicians, specialists and home-health partners, with tasks, referrals and alerts.',
    keywords: ['care coordination platform', 'wound care team', 'referral tracking'],
    category: 'Solutions',
  },
  'telehealth-integration': {
    title: 'Telehealth Integration',
    description:
      'Remote wound review with calibrated photos: patients and home-health staff capture, clinicians assess and follow up by video.',
    keywords: ['wound telehealth', 'remote wound assessment', 'virtual wound care'],
    category: 'Solutions',
  },
};

export const serviceMeta: Record<ServiceId, PageMeta> = {
  'ai-wound-measurement': {
    title: 'AI Wound Measurement Service',
    description:
      'True-scale wound measurements from a phone photo and a printed calibration sticker, documented in seconds; the outline is validated on diabetic foot ulcers.',
    keywords: ['AI wound measurement', 'wound documentation', 'calibration sticker'],
    category: 'Services',
  },
  'infection-detection': {
    title: 'Infection Detection',
    description:
      'Screening of every wound photo for the signs of infection a photo can show, with a bedside checklist for the rest, prompting timely clinical review.',
    keywords: ['wound infection detection', 'infection screening', 'wound assessment'],
    category: 'Services',
  },
  'chronic-wound-management': {
    title: 'Chronic Wound Management',
    description:
      'Structured care for diabetic foot ulcers, pressure injuries and venous leg ulcers, with measured progress every visit.',
    keywords: ['chronic wound management', 'diabetic foot ulcer', 'pressure injury', 'venous leg ulcer'],
    category: 'Services',
  },
  'surgical-wound-care': {
    title: 'Surgical Wound Care',
    description:
      'Post-operative incision monitoring at home and in clinic, with nurse review of every photo and a direct line to the surgical team.',
    keywords: ['surgical wound care', 'surgical site infection', 'post-operative monitoring'],
    category: 'Services',
  },
  'patient-education': {
    title: 'Patient Education',
    description:
      'Plain-language wound-care education for patients and caregivers: dressing changes, offloading and the warning signs of when to call.',
    keywords: ['patient education', 'wound care instructions', 'caregiver education'],
    category: 'Services',
  },
  'care-coordination': {
    title: 'Care Coordination Service',
    description:
      'Dedicated care coordinators who keep every clinician on one wound-care plan, across clinic, home and telehealth.',
    keywords: ['care coordination', 'care navigation', 'wound care team'],
    category: 'Services',
  },
  'referral-management': {
    title: 'Referral Management',
    description:
      'White-glove referrals to in-network wound care, vascular, plastic surgery, infectious disease, endocrinology and hyperbaric specialists.',
    keywords: ['referral management', 'specialist referral', 'hyperbaric medicine', 'vascular surgery'],
    category: 'Services',
  },
  'onsite-clinic': {
    title: 'Onsite Clinic',
    description: 'A private, branded wound-care centre at your site, staffed by a dedicated Woundly team.',
    keywords: ['onsite wound clinic', 'employer clinic', 'dedicated wound care staff'],
    category: 'Services',
  },
  'nearsite-clinic': {
    title: 'Nearsite Clinic',
    description: 'Shared or dedicated community wound clinics close to where your patients live and work.',
    keywords: ['nearsite clinic', 'community wound clinic'],
    category: 'Services',
  },
  'mobile-unit': {
    title: 'Mobile Unit',
    description: 'Scheduled or on-demand wound-care visits from a fully equipped mobile unit.',
    keywords: ['mobile wound care', 'mobile clinic', 'home wound visits'],
    category: 'Services',
  },
  'virtual-care': {
    title: 'Virtual Care',
    description: '24/7 telehealth with our national wound-care team, a mobile app and AI-assisted remote assessment.',
    keywords: ['virtual wound care', 'telehealth', 'remote wound assessment'],
    category: 'Services',
  },
};
