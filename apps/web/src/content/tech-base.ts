import { Brain, Layers, Network, Server, Zap } from 'lucide-react';
import type { Feature, ContentIcon } from './marketing-types.ts';

export const TECH_TABS = ['overview', 'architecture', 'technology', 'roadmap'] as const;
export type TechTab = (typeof TECH_TABS)[number];
/** The spec left the opening tab open; we open on the overview (docs/spec-notes.md#tech-base-tabs). */
export const DEFAULT_TECH_TAB: TechTab = 'overview';

export interface RoadmapPhase {
  phase: number;
  title: string;
  description: string;
  status: 'Completed' | 'In Progress' | 'Planned';
  date: string;
}

export interface ArchitectureLayer {
  name: string;
  formula: string;
  description: string;
  points: string[];
}

export const techBasePage = {
  eyebrow: 'Tech Base',
  title: 'Building a healthcare language model of our own',
  lead: 'Our goal is a proprietary healthcare language model that runs where care happens — on the edge, offline when it has to be — and that works safely with the tools clinicians already use. Here is what it is built from and where we are.',
  tabLabels: {
    overview: 'Overview',
    architecture: 'Architecture',
    technology: 'Technology',
    roadmap: 'Roadmap',
  } satisfies Record<TechTab, string>,
  overview: {
    title: 'Three components',
    lead: 'Everything we build on sits on three pieces, each with one job.',
    components: [
      {
        icon: Zap,
        title: 'BLT',
        description:
          'A low-latency model architecture optimised for edge devices, so inference runs on the phone or the clinic server instead of a distant data centre.',
      },
      {
        icon: Layers,
        title: 'MCP',
        description:
          'The Model Context Protocol: a standard for packaging context, orchestrating models and managing state across a clinical session.',
      },
      {
        icon: Server,
        title: 'MCP server',
        description:
          'The execution and routing layer that connects models to healthcare tools and data sources, with access control on every call.',
      },
    ] satisfies Feature[],
  },
  architecture: {
    title: 'Two layers',
    lead: 'The components combine into an engine, and the engine grows into a small operating system.',
    layers: [
      {
        name: 'Engine layer',
        formula: 'BLT + MCP',
        description: 'Fast models with a standard way to give them context.',
        points: [
          'Edge-optimised inference',
          'Structured clinical context per session',
          'Predictable latency on modest hardware',
        ],
      },
      {
        name: 'Operating System layer',
        formula: 'BLT + MCP + MCP server',
        description: 'A lightweight, AI-native operating system for edge and offline-first use.',
        points: [
          'Runs in clinics with unreliable connectivity',
          'Routes work between local tools and models',
          'Syncs safely when the connection returns',
        ],
      },
    ] satisfies ArchitectureLayer[],
  },
  technology: {
    title: 'What we build with',
    groups: [
      {
        icon: Brain,
        title: 'AI foundation models',
        items: [
          {
            name: 'Computer vision',
            text: 'Wound segmentation, sticker detection, tissue classification and infection screening.',
          },
          {
            name: 'Natural language processing',
            text: 'Drafting visit notes, summarising wound history and answering clinicians’ questions about a case.',
          },
        ],
      },
      {
        icon: Network,
        title: 'MCP infrastructure',
        items: [
          {
            name: 'Custom MCP server',
            text: 'Our own implementation, hardened for protected health information and audit logging.',
          },
          {
            name: 'Healthcare-specific tools',
            text: 'Tools for measurements, care plans, referrals and billing codes that models can call with permission.',
          },
        ],
      },
    ] satisfies { icon: ContentIcon; title: string; items: { name: string; text: string }[] }[],
  },
  roadmap: {
    title: 'Roadmap',
    lead: 'Where we are on the way to our own healthcare language model.',
    phases: [
      {
        phase: 1,
        title: 'Foundation AI Models',
        description:
          'Wound measurement and classification models in production; the outline validated against clinicians’ outlines of diabetic foot ulcer photos (FUSeg 2021).',
        status: 'Completed',
        date: '2023',
      },
      {
        phase: 2,
        title: 'MCP Server and Tool Integration',
        description:
          'Our MCP server and the first healthcare tools, connecting models to measurements, plans and referrals.',
        status: 'In Progress',
        date: 'July – August 2024',
      },
    ] satisfies RoadmapPhase[],
  },
};
