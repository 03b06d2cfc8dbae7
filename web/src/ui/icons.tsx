/** Inline SVG icons (no image requests): 24×24, stroke in currentColor, hidden from assistive tech. */
import type { ReactNode, SVGProps } from 'react';

/** The frame of every icon; a feature draws its own icons inside it (its paths as children). */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}
    >
      {children}
    </svg>
  );
}

export type IconProps = SVGProps<SVGSVGElement>;
type P = IconProps;

export const MenuIcon = (p: P) => <Icon {...p}><path d="M4 6h16M4 12h16M4 18h16" /></Icon>;
export const CloseIcon = (p: P) => <Icon {...p}><path d="M6 6l12 12M18 6L6 18" /></Icon>;
export const BackIcon = (p: P) => <Icon {...p}><path d="M15 5l-7 7 7 7" /></Icon>;
export const InfoIcon = (p: P) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></Icon>;
export const ChevronIcon = (p: P) => <Icon {...p}><path d="M9 5l7 7-7 7" /></Icon>;
export const BellIcon = (p: P) => (
  <Icon {...p}><path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" /><path d="M10 20a2 2 0 0 0 4 0" /></Icon>
);
export const WifiIcon = (p: P) => (
  <Icon {...p}><path d="M2.5 9a14 14 0 0 1 19 0M6 12.5a9 9 0 0 1 12 0M9.5 16a4 4 0 0 1 5 0" /><circle cx="12" cy="19.5" r="0.8" /></Icon>
);
export const SlidersIcon = (p: P) => (
  <Icon {...p}><path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" /><circle cx="16" cy="6" r="2" /><circle cx="10" cy="12" r="2" /><circle cx="18" cy="18" r="2" /></Icon>
);
export const DevicesIcon = (p: P) => (
  <Icon {...p}><rect x="3" y="4" width="14" height="10" rx="1.5" /><path d="M7 18h6" /><rect x="17" y="9" width="5" height="11" rx="1.2" /></Icon>
);
export const GlobeIcon = (p: P) => (
  <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></Icon>
);
export const ClockIcon = (p: P) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></Icon>;
export const AlertIcon = (p: P) => (
  <Icon {...p}><path d="M12 3l10 18H2z" /><path d="M12 10v4M12 17.5v.5" /></Icon>
);
export const ToolIcon = (p: P) => (
  <Icon {...p}><path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" /></Icon>
);
export const ShieldIcon = (p: P) => <Icon {...p}><path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" /></Icon>;
export const HomeIcon = (p: P) => <Icon {...p}><path d="M4 11l8-7 8 7v9h-5v-6H9v6H4z" /></Icon>;
export const ChildIcon = (p: P) => (
  <Icon {...p}><circle cx="12" cy="6" r="3" /><path d="M6 21v-5a6 6 0 0 1 12 0v5" /></Icon>
);
export const GearIcon = (p: P) => (
  <Icon {...p}><circle cx="12" cy="12" r="3" /><path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" /></Icon>
);
export const MicIcon = (p: P) => (
  <Icon {...p}><rect x="9" y="3" width="6" height="11" rx="3" /><path d="M5 11a7 7 0 0 0 14 0M12 18v3" /></Icon>
);
export const LogoutIcon = (p: P) => (
  <Icon {...p}><path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" /></Icon>
);
export const EyeIcon = (p: P) => (
  <Icon {...p}><path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></Icon>
);

/** The product mark: a router with waves, in the accent colour. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
        <path d="M7 13.5a13 13 0 0 1 18 0M10.5 17a8 8 0 0 1 11 0M14 20.5a3 3 0 0 1 4 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="16" cy="24" r="1.8" fill="#fff" />
      </svg>
      {!compact && <span className="logo__text">Roteador <b>Wi-Fi</b></span>}
    </span>
  );
}
