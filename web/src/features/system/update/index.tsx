/**
 * /system/update (spec 3 §4, §7, §8, §9; spec 1 §4): the firmware update from the provider (remote.tsx; it starts by
 * itself on `?start`, where the dashboard's prompt and login `?update` lead) and from a file (file.tsx).
 */
import '../system.css';
import { FileUpdate } from './file.tsx';
import { RemoteUpdate } from './remote.tsx';

export function UpdatePage() {
  return (
    <div className="sys-settings">
      <RemoteUpdate />
      <FileUpdate />
    </div>
  );
}
