import {
  BatteryCharging as BatteryChargingNode,
  BookOpen as BookOpenNode,
  Cog as CogNode,
  Cpu as CpuNode,
  FileCheck as FileCheckNode,
  Gauge as GaugeNode,
  Hammer as HammerNode,
  PlugZap as PlugZapNode,
  ShieldAlert as ShieldAlertNode,
  Stethoscope as StethoscopeNode,
  Wrench as WrenchNode,
} from 'lucide';
import { lucideIcon, type IconComponent } from '@/components/ui/icon';

const BatteryCharging = lucideIcon(BatteryChargingNode);
const BookOpen = lucideIcon(BookOpenNode);
const Cog = lucideIcon(CogNode);
const Cpu = lucideIcon(CpuNode);
const FileCheck = lucideIcon(FileCheckNode);
const Gauge = lucideIcon(GaugeNode);
const Hammer = lucideIcon(HammerNode);
const PlugZap = lucideIcon(PlugZapNode);
const ShieldAlert = lucideIcon(ShieldAlertNode);
const Stethoscope = lucideIcon(StethoscopeNode);
const Wrench = lucideIcon(WrenchNode);

/** The site's icon per category id; any other category gets a book. */
const ICONS: Record<string, IconComponent> = {
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
