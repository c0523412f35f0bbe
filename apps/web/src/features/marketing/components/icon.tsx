import {
  Activity,
  Award,
  Bell,
  BookOpen,
  Brain,
  Building2,
  Calendar,
  Camera,
  Check,
  ClipboardList,
  Clock,
  Cpu,
  Database,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Hospital,
  House,
  KeyRound,
  Layers,
  Lock,
  Mail,
  MapPin,
  MessageSquare,
  Microscope,
  Network,
  Phone,
  Receipt,
  Route,
  Ruler,
  Scissors,
  Search,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Stethoscope,
  Target,
  TrendingUp,
  Truck,
  Users,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../../content/marketing-types.ts';

const icons: Record<IconName, LucideIcon> = {
  activity: Activity,
  award: Award,
  bell: Bell,
  book: BookOpen,
  brain: Brain,
  building: Building2,
  calendar: Calendar,
  camera: Camera,
  check: Check,
  clipboard: ClipboardList,
  clock: Clock,
  cpu: Cpu,
  database: Database,
  file: FileText,
  globe: Globe,
  graduation: GraduationCap,
  handshake: Handshake,
  heart: Heart,
  home: House,
  hospital: Hospital,
  key: KeyRound,
  layers: Layers,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  message: MessageSquare,
  microscope: Microscope,
  network: Network,
  phone: Phone,
  receipt: Receipt,
  route: Route,
  ruler: Ruler,
  scissors: Scissors,
  search: Search,
  server: Server,
  shield: ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  target: Target,
  trending: TrendingUp,
  truck: Truck,
  users: Users,
  video: Video,
  zap: Zap,
};

/** A decorative icon named by content; always hidden from assistive technology. */
export function Icon({ name, className = 'h-5 w-5' }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component className={className} aria-hidden="true" />;
}

/** An icon on a soft brand-tinted tile, used by cards. */
export function IconTile({ name, size = 'md' }: { name: IconName; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-12 w-12 rounded-xl' : 'h-10 w-10 rounded-lg';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-100 ${box}`}>
      <Icon name={name} className={size === 'lg' ? 'h-6 w-6' : 'h-5 w-5'} />
    </span>
  );
}
