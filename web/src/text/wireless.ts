/**
 * The Wi-Fi pages' strings: /network/wifi, /network/wifi/add and /network/wifi/{id} (spec 2 §2.3, §4.8, §4.12, §8).
 * Quoted spec text is exact; the §5.4 validation messages come from contract's validationMessages, and the hints of
 * locked fields are the router's refusals of the same writes (routerMessages).
 */
import { routerMessages } from '@roteador/contract';
import { ghz, num } from './number.ts';

/** Both bands: '2,4 e 5 GHz'. */
const BOTH = `${num(2.4, 1)} e ${ghz('5')}`;

export const wifi = {
  intro: 'Gerencie as redes Wi-Fi do seu roteador: ligue, desligue, crie redes para visitantes ou exclua as que não usa mais.',
  listTitle: 'Redes Wi-Fi',
  add: 'Adicionar rede',
  radioLink: 'Configurações de rádio',
  empty: 'Nenhuma rede Wi-Fi cadastrada.',
  root: 'Rede principal',
  guest: 'Visitantes',
  open: 'Aberta',
  band: (frequency: '2.4' | '5' | 'both') => (frequency === 'both' ? BOTH : ghz(frequency)),
  active: 'Ligada',
  inactive: 'Desligada',
  toggleLabel: (ssid: string) => `Rede ${ssid} ativa`,
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (ssid: string) => `Editar rede ${ssid}`,
  removeLabel: (ssid: string) => `Excluir rede ${ssid}`,
  rootLocked: routerMessages.wifiRootLocked,
  confirmTitle: 'Excluir rede Wi-Fi',
  confirmBody: (ssid: string) => `Deseja excluir a rede ${ssid}? Os dispositivos conectados a ela serão desconectados.`,
  toggleTitle: (on: boolean) => (on ? 'Ligar rede Wi-Fi' : 'Desligar rede Wi-Fi'),
  toggleBody: (ssid: string, on: boolean) =>
    `A rede ${ssid} será ${on ? 'ligada' : 'desligada'}. O roteador vai reiniciar para aplicar a mudança.`,
  toggleConfirm: 'Aplicar',
  deleting: 'Aguarde! Estamos excluindo a rede.',
  /** spec 2 §4.8 */
  deleted: 'Rede wireless excluída com sucesso.',
  /** spec 2 §8 */
  deleteError: 'Ocorreu um erro ao tentar excluir a rede wireless.',
  /** spec 2 §8 */
  limit: routerMessages.wifiLimit,
  /** spec 2 §8 */
  applied: 'Configurações aplicadas com sucesso',
  saveError: 'Ocorreu um erro ao tentar salvar a rede wireless.',
  toggleError: 'Ocorreu um erro ao tentar alterar a rede wireless.',
  agentNotice: 'Este roteador é um nó secundário da rede mesh: o nome, a senha e a segurança das redes são definidos pelo roteador principal.',

  // The edit page ('Editar rede Wi-Fi', spec 2 §2.3)
  frequency: 'Faixa de frequência',
  both: BOTH,
  ssid: 'Nome da rede (SSID)',
  ssid5: `Nome da rede ${ghz('5')}`,
  separate: `Separar as redes ${ghz('2.4')} e ${ghz('5')}`,
  separateHint: 'Com nomes diferentes, cada faixa aparece como uma rede separada.',
  guestNetwork: 'Rede para visitantes',
  guestHint: 'Os visitantes navegam na internet sem acesso aos dispositivos da sua rede.',
  openNetwork: 'Rede aberta (sem senha)',
  openWarning: 'Qualquer pessoa por perto poderá se conectar a uma rede aberta.',
  security: 'Segurança',
  ciphers: { 3: 'WPA2 (recomendado)', 4: 'WPA/WPA2', 5: 'WPA3', 6: 'WPA2/WPA3' } as Record<number, string>,
  key: 'Senha do Wi-Fi',
  showKey: 'Mostrar senha',
  hideKey: 'Ocultar senha',
  broadcast: 'Rede visível (divulgar o nome)',
  wps: 'WPS',
  wpsOff: 'O WPS não funciona em redes abertas nem com segurança somente WPA3.',
  wpsMesh: routerMessages.wifiWpsMesh,
  bandSteering: 'Band steering',
  bandSteeringHint: 'Conecta cada dispositivo à melhor faixa automaticamente.',
  bandSteeringNeeds: routerMessages.bandSteeringNeeds,
  rootBand: 'A rede principal usa todas as faixas do roteador.',
  lockedAgent: routerMessages.wifiLockedAgent,
  lockedController: routerMessages.wifiLockedController,
  mesh3Blocked: routerMessages.wifiWpa3Mesh,
  save: 'Salvar',
  cancel: 'Cancelar',
  notFound: 'Esta rede Wi-Fi não existe mais.',
  backToList: 'Voltar às redes Wi-Fi',
  saving: 'Aguarde! Estamos salvando suas configurações.',
} as const;
