/**
 * /system/users (spec 2 §2.3, §4.9, §5.6): the owner's username and password. The password shows its criteria,
 * a strength meter and the known-word warning (a warning only); the confirmation must match. Saving: PUT user/0
 * with the credentials encoded; then every other mesh node with an address receives the new credentials and
 * show_wizard=false through the controller's proxy; then the session is cleared and the owner goes to /login.
 */
import { useState, type FormEvent } from 'react';
import {
  ownerUsername,
  decodeSecret, devicePath, MeshType, sameMac, userPath, weakPasswordWarning, type MeshNode,
} from '@roteador/contract';
import { getEasyMesh } from '../../api/mesh.ts';
import { proxy, type ProxyNode } from '../../api/mesh-proxy.ts';
import { encodeCredentials, type EncodedCredentials } from '../../api/session.ts';
import { updateUser } from '../../api/system.ts';
import { paths } from '../../paths.ts';
import { device } from '../../state/device.ts';
import '../../state/mesh-nodes.ts'; // plugs the node tokens and the stored credentials into the proxy
import { clearSession, keepSession, saveSession, storedCredentials, token } from '../../state/session.ts';
import { users as t } from '../../text/system.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorModal, WaitModal } from '../../ui/feedback.tsx';
import { Field } from '../../ui/field.tsx';
import { PasswordMeter } from '../../ui/password-meter.tsx';
import { validateCredentials } from '../../forms/credentials.ts';
import { useFields } from '../../forms/use-fields.ts';
import './system.css';

function currentUsername(): string {
  const stored = storedCredentials()?.username;
  return stored ? (decodeSecret(stored) ?? stored) : '';
}

/** The other nodes of this controller's mesh that have an address (the local device excluded). */
async function meshTargets(): Promise<ProxyNode[]> {
  const mesh = await getEasyMesh().catch(() => null);
  if (!mesh || !mesh.enabled || mesh.type !== MeshType.Controller) return [];
  const local = device.data.peek()?.mac ?? mesh.nodes.find((n) => n.isRoot)?.mac ?? '';
  return mesh.nodes
    .filter((n: MeshNode) => n.ip !== '' && !n.isRoot && !sameMac(n.mac, local))
    .map((n) => ({ mac: n.mac, ip: n.ip, fw_version: n.fw_version }));
}

/** Each node gets the new credentials and leaves its wizard; a node that fails is logged, not fatal. */
async function sendToNodes(nodes: ProxyNode[], credentials: EncodedCredentials): Promise<void> {
  const results = await Promise.allSettled(nodes.map(async (node) => {
    await proxy(node, 'PUT', `${userPath}/0`, credentials);
    await proxy(node, 'PUT', `${devicePath}/0`, { show_wizard: false });
  }));
  results.forEach((r, i) => {
    if (r.status === 'rejected') console.error(`credentials not sent to ${nodes[i].mac}`, r.reason);
  });
}

type Phase = 'editing' | 'saving' | 'error';

export function UsersPage() {
  const [original] = useState(currentUsername);
  const { value, valid, shown, set, touch } = useFields({ username: original, password: '', confirmation: '' }, validateCredentials);
  const [reveal, setReveal] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');

  const changed = value.username !== original || value.password !== '' || value.confirmation !== '';
  const warning = value.password ? weakPasswordWarning(value.password) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'saving') return;
    touch('username', 'password', 'confirmation');
    if (!changed || !valid) return;
    setPhase('saving');
    const credentials = encodeCredentials(ownerUsername(value.username), value.password);
    try {
      const nodes = await meshTargets();
      // A session on each node before the change (with the old credentials), so it can be told afterwards.
      await Promise.allSettled(nodes.map((n) => proxy(n, 'GET', `${devicePath}/0`)));
      await updateUser(credentials);
      // From here a new login on a node (its session dropped) uses the new credentials.
      const current = token.peek();
      if (current) saveSession({ token: current, credentials, keepSession: keepSession() });
      await sendToNodes(nodes, credentials);
    } catch (e) {
      console.error('credentials save failed', e);
      setPhase('error');
      return;
    }
    clearSession();
    window.location.assign(paths.login);
  }

  return (
    <div className="sys-page">
      <Card>
        <form className="sys-page__form" onSubmit={submit} noValidate>
          <p className="sys-page__intro">{t.intro}</p>
          <Field label={t.username} value={value.username} autoComplete="username" maxLength={64}
            error={shown('username')} onChange={(e) => set('username', e.target.value)} />
          <Field label={t.password} type={reveal ? 'text' : 'password'} value={value.password} autoComplete="new-password"
            maxLength={64} error={shown('password')} onChange={(e) => set('password', e.target.value)}
            trailing={
              <button type="button" className="btn btn--ghost" aria-label={reveal ? t.hidePassword : t.showPassword}
                aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
                {reveal ? t.hide : t.show}
              </button>
            } />
          <PasswordMeter password={value.password} />
          {warning && <p className="pw-warning" role="status">{warning}</p>}
          <Field label={t.confirmation} type={reveal ? 'text' : 'password'} value={value.confirmation}
            autoComplete="new-password" maxLength={64} error={shown('confirmation')}
            onChange={(e) => set('confirmation', e.target.value)} />
          <p className="sys-page__hint">{t.logoutNotice} {t.meshNotice}</p>
          <div className="sys-page__actions">
            <Button type="submit" disabled={!changed || !valid} busy={phase === 'saving'}>{t.save}</Button>
          </div>
        </form>
      </Card>
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'error' && <ErrorModal message={t.saveError} onClose={() => setPhase('editing')} />}
    </div>
  );
}
