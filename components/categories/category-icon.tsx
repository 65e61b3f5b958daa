import {
  BatteryCharging,
  BookOpen,
  Cog,
  Cpu,
  FileCheck,
  Gauge,
  Hammer,
  PlugZap,
  ShieldAlert,
  Stethoscope,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/** The site's icon per category id; any other category gets a book. */
const ICONS: Record<string, LucideIcon> = {
  battery: BatteryCharging,
  charging: PlugZap,
  diagnostics: Stethoscope,
  safety: ShieldAlert,
  electronics: Cpu,
  motor: Cog,
  maintenance: Wrench,
  performance: Gauge,
  tools: Hammer,
  standards: FileCheck,
};

export function CategoryIcon({ id, className }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
