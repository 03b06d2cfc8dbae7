/** After a login with admin / admin (spec 1 §4): offer to change the credentials at once. */
import { login } from '../../text/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { ShieldIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';

export function InsecureCredentialsDialog({ onChange, onLater }: { onChange: () => void; onLater: () => void }) {
  return (
    <Modal
      title={login.insecureTitle}
      alert
      icon={<ShieldIcon />}
      onClose={onLater}
      actions={
        <>
          <Button variant="secondary" onClick={onLater}>{login.insecureLater}</Button>
          <Button onClick={onChange}>{login.insecureChange}</Button>
        </>
      }
    >
      <p>{login.insecureBody}</p>
    </Modal>
  );
}
