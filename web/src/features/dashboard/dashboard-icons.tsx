/** Icons only the dashboard draws (same style as ui/icons.tsx: 24×24, stroke in currentColor, hidden from assistive tech). */
import { Icon, type IconProps } from '../../ui/icons.tsx';
import { SignalIcon as Bars } from '../../ui/signal-icon.tsx';
import type { SignalLevel } from './summaries.ts';

type P = IconProps;

export const DownloadIcon = (p: P) => <Icon {...p}><path d="M12 4v12M6 11l6 6 6-6M5 20h14" /></Icon>;
export const UploadIcon = (p: P) => <Icon {...p}><path d="M12 20V8M6 13l6-6 6 6M5 4h14" /></Icon>;
export const CloudIcon = (p: P) => (
  <Icon {...p}><path d="M7 18h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.3 9.2 4.5 4.5 0 0 0 7 18z" /></Icon>
);
export const LinkIcon = (p: P) => (
  <Icon {...p}><path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" /><path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" /></Icon>
);
export const MeshIcon = (p: P) => (
  <Icon {...p}><circle cx="12" cy="5" r="2.5" /><circle cx="5" cy="18" r="2.5" /><circle cx="19" cy="18" r="2.5" /><path d="M10.8 7.2 6.2 15.8M13.2 7.2l4.6 8.6M7.5 18h9" /></Icon>
);
export const GaugeIcon = (p: P) => (
  <Icon {...p}><path d="M4 17a8 8 0 1 1 16 0" /><path d="M12 17l4-5" /><circle cx="12" cy="17" r="1" /></Icon>
);
export const PlusIcon = (p: P) => <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>;
export const PencilIcon = (p: P) => <Icon {...p}><path d="M4 20h4L19 9l-4-4L4 16z" /><path d="M13.5 6.5l4 4" /></Icon>;
export const TrashIcon = (p: P) => (
  <Icon {...p}><path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" /></Icon>
);
export const RouterIcon = (p: P) => (
  <Icon {...p}><rect x="3" y="13" width="18" height="7" rx="2" /><path d="M7 16.5h.01M11 16.5h.01M17 13V8M8.5 8.5a5 5 0 0 1 7 0" /></Icon>
);

/** Signal quality as bars (a cable for a wired link); its meaning is given by the text next to it. */
export function SignalIcon({ level, className }: { level: SignalLevel; className?: string }) {
  if (level === 'wired') {
    return (
      <Icon className={className}>
        <path d="M9 3v5M15 3v5M7 8h10v4a5 5 0 0 1-10 0zM12 17v4" />
      </Icon>
    );
  }
  return <Bars level={level} tinted={false} size={22} className={className} />;
}
