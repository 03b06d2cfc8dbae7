/** A mesh node (a small tower router with its waves), drawn inline like the shared icons. */
import type { SVGProps } from 'react';

export function NodeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <rect x="8" y="9" width="8" height="12" rx="2.5" />
      <path d="M12 17.5v.5M9 6.3a4.3 4.3 0 0 1 6 0M6 3.6a8.6 8.6 0 0 1 12 0" />
    </svg>
  );
}
