/** Every page of the network area sits under its tabs (spec 2 §2.2). */
import type { ReactNode } from 'react';
import { NetworkTabs } from './tabs.tsx';

export function NetworkFrame({ children }: { children: ReactNode }) {
  return (
    <div className="net-page">
      <NetworkTabs />
      {children}
    </div>
  );
}
