/** Icons only this page uses, drawn like ui/icons.tsx (24×24, stroke in currentColor, hidden from assistive tech). */
import { Icon, type IconProps } from '../../ui/icons.tsx';

type P = IconProps;

export const CheckCircleIcon = (p: P) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M8 12.5l2.8 2.8L16.5 9.5" /></Icon>;
export const ExternalIcon = (p: P) => <Icon {...p}><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></Icon>;
export const SpeakerIcon = (p: P) => (
  <Icon {...p}><path d="M4 9v6h4l5 4V5L8 9z" /><path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /></Icon>
);
export const ChipIcon = (p: P) => (
  <Icon {...p}><rect x="6" y="6" width="12" height="12" rx="2" /><path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" /></Icon>
);
/** Sound waves out of a speech bubble: a voice command. */
export const SpeechIcon = (p: P) => (
  <Icon {...p}><path d="M4 5h16v11H9l-5 4z" /><path d="M9 10.5h.01M12 10.5h.01M15 10.5h.01" /></Icon>
);
