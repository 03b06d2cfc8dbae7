/**
 * The InMesh tab: /network/mesh (enable and role, spec 2 §2.3, §4.11) and /network/mesh/agent (what an
 * agent sees of its controller). The spec gives no text for these screens: the wording is ours.
 */
import { meshControllerBlockerMessages, meshInRepeaterMessage } from '@roteador/contract';
import { dbm, ghz } from './number.ts';

export const meshRole = {
  intro: 'Com o InMesh, vários roteadores formam uma única rede Wi-Fi em toda a casa.',
  enable: 'Ativar InMesh',
  roleTitle: 'Função deste roteador',
  roleLabel: 'Função na rede InMesh',
  controller: 'Principal',
  controllerHint: 'Ligado à internet, cria a rede e comanda os roteadores secundários.',
  agent: 'Secundário',
  agentHint: 'Conecta-se a um roteador principal para estender a rede.',
  /** the current role, shown under the title */
  current: (role: string) => `Este roteador é o ${role.toLowerCase()} da rede InMesh.`,
  off: 'O InMesh está desativado neste roteador.',
  // confirmations
  enableTitle: 'Ativar InMesh',
  enableBody: (role: string) =>
    `Deseja ativar o InMesh com este roteador como ${role.toLowerCase()}? O roteador será reiniciado para aplicar a configuração.`,
  disableTitle: 'Desativar InMesh',
  disableBody: 'Deseja desativar o InMesh? Os roteadores secundários deixarão de estender a sua rede e o roteador será reiniciado.',
  roleChangeTitle: 'Alterar função',
  roleChangeBody: (role: string) =>
    `Deseja que este roteador passe a ser o ${role.toLowerCase()} da rede InMesh? O roteador será reiniciado para aplicar a configuração.`,
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  // preconditions of the controller
  blockedTitle: 'Para ser o roteador principal:',
  blockers: meshControllerBlockerMessages,
  fixWifi: 'Ajustar a rede Wi-Fi',
  fixRadio: 'Ajustar os rádios',
  repeater: meshInRepeaterMessage,
  // syncing (§4.11: 5 minutes or until paired)
  syncTitle: 'Sincronização',
  sync: 'Sincronizar',
  syncHint: 'Pressione Sincronizar e ligue o novo roteador perto deste para pareá-lo.',
  syncing: 'Sincronizando… procurando novos roteadores.',
  syncLeft: (min: number, s: number) => `Tempo restante: ${min}:${String(s).padStart(2, '0')}`,
  paired: 'Pareamento concluído.',
  syncEnded: 'Nenhum roteador novo foi encontrado.',
  syncError: 'Não foi possível iniciar a sincronização.',
  agentLink: 'Ver conexão com o roteador principal',
  // saving
  saving: 'Aguarde! Estamos salvando suas configurações.',
  saveError: 'Não foi possível salvar a configuração do InMesh. Verifique sua conexão com o dispositivo e tente novamente.',
} as const;

/** /network/mesh/agent */
export const meshAgent = {
  title: 'Roteador principal',
  notAgent: 'Este roteador não é um secundário da rede InMesh.',
  back: 'Voltar ao InMesh',
  waiting: 'Aguardando a conexão com um roteador principal. Pressione o botão WPS do roteador principal e deste roteador.',
  controllerIp: 'Endereço do principal',
  controllerMac: 'MAC do principal',
  backhaul: 'Conexão',
  signal: 'Sinal',
  wired: 'Cabo',
  band5: `Wi-Fi ${ghz('5')}`,
  band24: `Wi-Fi ${ghz('2.4')}`,
  other: 'Outra',
  dbm: (rssi: number) => dbm(rssi),
  good: 'Bom',
  moderate: 'Moderado',
  bad: 'Ruim',
  locked: 'Em um roteador secundário, o nome e a senha do Wi-Fi são definidos pelo roteador principal.',
} as const;
