/** /mesh/{id}/location: 'Editar localização' and the location rules (spec 1 §2.9, §5, §8). */
import { rules, sizeMessage, suspiciousMessage, validationMessages as m, type MeshNode } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { managedAgent, meshAgents } from './mesh-control';

/** A name another node of the mesh has (the controller's first) that is itself a valid location: only "in use" refuses it. */
async function nameInUse(router: RouterClient, agent: MeshNode): Promise<string> {
  const other = (await router.easymesh()).nodes.find((n) => n.mac !== agent.mac && rules.locationName(n.name) === undefined);
  expect(other, 'outro nó com um nome de localização válido').toBeDefined();
  return other!.name;
}

test('cada regra da localização, com "Salvar" desabilitado até o nome mudar e valer', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session', 'configuration'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  const agent = await managedAgent(router);
  const taken = await nameInUse(router, agent);
  await app.signIn({ at: `/mesh/${agent.mac}/location` });
  await app.expectHeading('Editar localização');
  const field = page.getByLabel('Localização', { exact: true });
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(field).toHaveValue(agent.name);
  await expect(save).toBeDisabled();

  const cases: Array<[string, string]> = [
    ['', m.required],
    ['São Paulo', m.invalidCharacters],
    [' Sala', m.edgeSpace],
    ['Sala 2', m.letters],
    ['Sala  Grande', m.consecutiveSpaces],
    ['reboot', suspiciousMessage('reboot')],
    ['A'.repeat(29), sizeMessage(1, 28)],
    [taken.toLowerCase(), 'Esse nome encontra-se em uso'],
  ];
  for (const [value, message] of cases) {
    await app.fill('Localização', value);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
  }
  // Back to its own name: no message, but nothing to save either.
  await app.fill('Localização', agent.name);
  await expect(save).toBeDisabled();
  expect((await router.easymesh()).nodes.find((n) => n.mac === agent.mac)?.name).toBe(agent.name);
});

test('salvar a localização: aviso de até 1 minuto e volta ao painel', scenario({
  // renames a node: hil/'s guard does not restore a mesh node's name (the node list is volatile), so the scenario
  // puts the name back itself through the router's API, also when it fails
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  // an agent the UI manages whose name the router takes back (a valid location), and a new name no node has
  const agents = await meshAgents(router);
  const agent = agents.find((n) => n.is_online && !n.out_of_mesh && n.model !== '' && rules.locationName(n.name) === undefined);
  expect(agent, `um agente configurado com um nome de localização válido: ${JSON.stringify(agents)}`).toBeDefined();
  const renamed = 'Suite Master';
  expect((await router.easymesh()).nodes.map((n) => n.name.toLowerCase())).not.toContain(renamed.toLowerCase());
  const nameOf = async () => (await router.easymesh()).nodes.find((n) => n.mac === agent!.mac)?.name;
  try {
    await app.signIn({ at: `/mesh/${agent!.mac}` });
    await app.follow('Editar localização');
    await app.expectPath(`/mesh/${agent!.mac}/location`);
    await app.fill('Localização', renamed);
    await app.press('Salvar');
    const done = app.dialog('Configurações salvas com sucesso!');
    await expect(done).toContainText('A alteração pode levar até 1 minuto para aparecer.');
    expect(await nameOf()).toBe(renamed);
    await app.confirm('OK');
    await app.expectPath('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    // the node's own name back, as the location page writes it
    if ((await nameOf()) !== agent!.name) {
      await router.login();
      const back = await router.raw('PUT', 'easymesh/0', { neighbors: [{ name: agent!.name, mac: agent!.mac, model: agent!.model }] });
      expect(back.status, `PUT easymesh/0: ${JSON.stringify(back.body)}`).toBe(200);
    }
  }
  expect(await nameOf()).toBe(agent!.name);
});

test('falha ao salvar a localização: modal de erro, nada muda', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  // the one write is answered by the fault: it never reaches the router
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, emulator }) => {
  const agent = await managedAgent(router);
  // a valid location no node of the mesh has ('Varanda' on the emulator's two-agent mesh), so "Salvar" is enabled
  const names = (await router.easymesh()).nodes.map((n) => n.name.toLowerCase());
  const name = ['Varanda', 'Garagem', 'Jardim', 'Lavanderia'].find((n) => !names.includes(n.toLowerCase()));
  expect(name, `um nome livre na rede inMesh: ${names.join(', ')}`).toBeDefined();
  await emulator.fault({ method: 'PUT', path: '/api/v1/easymesh/0', status: 500, times: 1 });
  await app.signIn({ at: `/mesh/${agent.mac}/location` });
  await app.fill('Localização', name!);
  await app.press('Salvar');
  await expect(app.dialog('Não foi possível salvar')).toContainText(
    'Houve um erro ao tentar salvar suas configurações. Verifique a conexão com seu dispositivo e tente novamente.',
  );
  await app.confirm('OK');
  await app.expectPath(`/mesh/${agent.mac}/location`);
  expect((await router.easymesh()).nodes.find((n) => n.mac === agent.mac)?.name).toBe(agent.name);
});

test('o roteador recusa pela API o nome inválido ou em uso', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  // each write is refused, but it is a write of the mesh (a router that took it would rename the node)
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ router }) => {
  const agent = await managedAgent(router);
  const taken = await nameInUse(router, agent);
  await router.login();
  const put = (name: string) => router.raw('PUT', 'easymesh/0', { neighbors: [{ name, mac: agent.mac }] });
  for (const [name, message] of [
    [taken.toUpperCase(), 'Esse nome encontra-se em uso'],
    ['São Paulo', m.invalidCharacters],
    ['Sala  Grande', m.consecutiveSpaces],
    ['A'.repeat(29), sizeMessage(1, 28)],
    ['', m.required],
  ] as const) {
    const answer = await put(name);
    expect(answer.status, name).toBe(400);
    expect((answer.body as { message: string }).message).toBe(message);
  }
  expect((await router.easymesh()).nodes.find((n) => n.mac === agent.mac)?.name).toBe(agent.name);
});
