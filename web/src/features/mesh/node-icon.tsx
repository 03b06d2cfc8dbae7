/** A mesh node (a small tower router with its waves), drawn in the shared icon frame. */
import { Icon, type IconProps } from '../../ui/icons.tsx';

export function NodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8" y="9" width="8" height="12" rx="2.5" />
      <path d="M12 17.5v.5M9 6.3a4.3 4.3 0 0 1 6 0M6 3.6a8.6 8.6 0 0 1 12 0" />
    </Icon>
  );
}
